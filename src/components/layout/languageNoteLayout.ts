/**
 * The custom property through which the language notes' box (LanguageSuggestions.tsx) and Layout
 * learn the phone action bar's real height from the script (languageMemory.client.ts), which sets
 * it on the root: Nastaliq's tall labels make the Urdu bar taller than PhoneActionBar's figure,
 * which only sets the bar's floor.
 */
export const actionBarHeightProperty = '--action-bar-height'

/**
 * Set on the root by the same script once a note is shown: the note's height, 0 once it is
 * dismissed. Layout keeps that much more clear at the viewport's bottom, as it does for the bar,
 * so that neither a focused link nor the end of the page stays hidden behind the note.
 */
export const noteHeightProperty = '--language-note-height'

/** From `md` up the note is a card this far (px) from the viewport's bottom and inline-end edges. */
export const noteCardInset = 24

/**
 * Set on the root by the contact form's toasts (Toasts.tsx) while one is shown: how
 * far up from the viewport's bottom they reach, with a gap above them. Layout keeps at least that
 * much clear when the browser scrolls a focused element into view (scroll-padding), so a link the
 * visitor tabs to never sits under a toast.
 */
export const toastsCoverProperty = '--toasts-cover'

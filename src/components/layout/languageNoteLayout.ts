/**
 * The custom property through which the language notes' box (LanguageSuggestions.tsx) learns the
 * phone action bar's real height from the script (languageMemory.client.ts): Nastaliq's tall
 * labels make the Urdu bar taller than PhoneActionBar's figure, which only sets the bar's floor.
 */
export const actionBarHeightProperty = '--action-bar-height'

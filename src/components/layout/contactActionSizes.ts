/** The height of each link in the phone's action bar and sheet: a tap target well over 44 px. */
export const contactActionHeight = 59

/**
 * The height of each of the header's two stacked links (the number, then WhatsApp) from a tablet
 * up: over the 24 px a pointer needs (WCAG 2.5.8), and 4 px short of the 64 px bar's edges, which
 * the focus ring touched at 32 (round-5 English review).
 */
export const headerLinkHeight = 28

/** The height of each link in the phone's action bar and sheet: a tap target well over 44 px. */
export const contactActionHeight = 59

/**
 * The height of each of the header's two stacked links (the number, then WhatsApp) from a tablet
 * up: together the 64 px bar, each well over the 24 px a pointer needs (WCAG 2.5.8).
 */
export const headerLinkHeight = 32

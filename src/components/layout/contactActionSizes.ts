/** The height of each link in the phone's action bar and sheet: a tap target well over 44 px. */
export const contactActionHeight = 59

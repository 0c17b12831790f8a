/**
 * The contact page's logical path: the form sends it with every lead, and the server serves the
 * page, renders it again with errors and sends visitors to its thank-you page under it.
 */
export const contactPagePath = '/contact'

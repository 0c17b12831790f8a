// The one promise of how soon a message gets an answer (the specification: within 24 hours).
// Every sentence that states it reads this value through a {{hours}} placeholder: the toast after
// sending, the panel in place of the form, the thank-you page, Contact's intro, the closing bands
// and the articles' quote box.
export const replyPromise = { hours: 24 } as const

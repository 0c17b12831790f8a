// The one promise of how soon a message gets an answer (the specification: within 24 hours).
// Every sentence that states it (the toast after sending, the panel in place of the form, the
// thank-you page, Contact's intro, the closing bands, the articles' quote box, meta descriptions)
// takes it as {{hours}}, a phrase counted in the reader's language: src/i18n/replyHours.ts.
export const replyPromise = { hours: 24 } as const

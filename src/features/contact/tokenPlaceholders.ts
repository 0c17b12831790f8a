// The prerendered contact page carries these as the hidden inputs' values; the server replaces
// them per request (docs/decisions/0006-contact-delivery.md).
export const formTokenPlaceholder = '__CONTACT_FORM_TOKEN__'
export const idempotencyKeyPlaceholder = '__CONTACT_IDEMPOTENCY_KEY__'

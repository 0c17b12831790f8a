import { randomUUID } from 'node:crypto'
import { formTokenPlaceholder, idempotencyKeyPlaceholder } from '#features/contact/tokenPlaceholders.ts'

/** Puts a time token and an idempotency key (a fresh one unless given) into the page's hidden inputs. */
export function fillContactForm(html: string, formToken: string, idempotencyKey: string = randomUUID()): string {
  return html.replaceAll(formTokenPlaceholder, formToken).replaceAll(idempotencyKeyPlaceholder, idempotencyKey)
}

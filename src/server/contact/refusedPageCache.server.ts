import type { ContactFormState } from '#features/contact/contactFormState.ts'
import { type ContactField, type ContactValues, contactFields } from '#features/contact/contactSchema.ts'
import type { RenderContactPage } from './renderContactPage.server.ts'

// Stand-ins for the visitor's values: letters and underscores only, so React's escaping and the
// island data's JSON leave them exactly as they are.
const placeholderOf = (field: ContactField) => `__CONTACT_VALUE_${field.toUpperCase()}__`
const placeholderValues = Object.fromEntries(
  contactFields.map((field) => [field, placeholderOf(field)]),
) as ContactValues
const anyPlaceholder = new RegExp(contactFields.map(placeholderOf).join('|'), 'g')

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character)
}
/** Inside a JSON string in <script type="application/json">, as serializeIslandData writes it. */
function escapeJsonInScript(value: string): string {
  return JSON.stringify(value)
    .slice(1, -1)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * Puts the visitor's values where the placeholders are, escaped for where each one sits: JSON
 * inside a <script> element (the island's data), HTML text or attribute everywhere else.
 */
export function fillValues(html: string, values: ContactValues): string {
  const fieldOf = new Map(contactFields.map((field) => [placeholderOf(field), field]))
  return html.replace(anyPlaceholder, (placeholder, offset: number) => {
    const value = values[fieldOf.get(placeholder) as ContactField] ?? ''
    const before = html.slice(0, offset)
    const inScript = before.lastIndexOf('<script') > before.lastIndexOf('</script')
    return inScript ? escapeJsonInScript(value) : escapeHtml(value)
  })
}

/**
 * Refusals must be cheap (a rate-limited address can post as fast as it likes): the contact page
 * with a given language and errors is rendered once, with placeholders for the values, and each
 * refusal fills in its own values. Concurrent refusals share one render; a failed render is
 * forgotten. At most `maxPages` pages are kept (the oldest go first).
 */
export function cacheRefusedPages(render: RenderContactPage, maxPages = 200): RenderContactPage {
  const pages = new Map<string, Promise<string>>()
  return async (locale, state: ContactFormState) => {
    const key = JSON.stringify([locale, state.errors])
    let page = pages.get(key)
    if (!page) {
      page = render(locale, { values: placeholderValues, errors: state.errors })
      pages.set(key, page)
      page.catch(() => pages.delete(key))
      if (pages.size > maxPages) pages.delete(pages.keys().next().value as string)
    }
    return fillValues(await page, state.values)
  }
}

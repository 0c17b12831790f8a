import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { formTokenPlaceholder, idempotencyKeyPlaceholder } from '#features/contact/tokenPlaceholders.ts'
import { type Locale, locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'

export const contactLogicalPath = '/contact'

/** '/contact', '/ar/contact', '/ur/contact' with their locale. */
export const contactPagePaths: ReadonlyMap<string, Locale> = new Map(
  locales.map((locale) => [localizePath(contactLogicalPath, locale), locale]),
)

/** Puts a fresh time token and idempotency key into the page's hidden inputs. */
export function fillContactForm(html: string, formToken: string, idempotencyKey: string = randomUUID()): string {
  return html.replaceAll(formTokenPlaceholder, formToken).replaceAll(idempotencyKeyPlaceholder, idempotencyKey)
}

/** The prerendered HTML of each contact page, read once at start (absent before a build). */
export function readContactPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  for (const urlPath of contactPagePaths.keys()) {
    const file = path.join(clientDir, `${urlPath.slice(1)}.html`)
    if (existsSync(file)) pages.set(urlPath, readFileSync(file, 'utf8'))
  }
  return pages
}

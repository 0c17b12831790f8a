import type { FastifyReply, FastifyRequest } from 'fastify'
import { defaultLocale } from '#i18n/locales.ts'

/**
 * The one URL form the site uses, for a request that asks for another: no trailing slash
 * ('/ar/' -> '/ar') and English without a prefix ('/en/services' -> '/services'). Returns null
 * when the URL is already canonical.
 */
export function canonicalRedirect(url: string): string | null {
  const queryStart = url.indexOf('?')
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart)
  const query = queryStart === -1 ? '' : url.slice(queryStart)
  // Browsers read a backslash in a path as a slash, so '/' + backslash + 'evil.example' is another host: make it one.
  let canonical = pathname.replaceAll('\\', '/')
  if (canonical.length > 1 && canonical.endsWith('/')) canonical = canonical.replace(/\/+$/, '') || '/'
  const englishPrefix = `/${defaultLocale}`
  if (canonical === englishPrefix || canonical.startsWith(`${englishPrefix}/`)) {
    canonical = canonical.slice(englishPrefix.length) || '/'
  }
  // '//evil.example' would be read by the browser as another host.
  canonical = canonical.replace(/^\/+/, '/')
  if (!canonical.startsWith('/')) canonical = `/${canonical}`
  return canonical === pathname ? null : canonical + query
}

/** onRequest for the whole site: one 301 to the canonical URL before any route sees the request. */
export async function redirectToCanonicalUrl(request: FastifyRequest, reply: FastifyReply) {
  const target = canonicalRedirect(request.url)
  if (target) return reply.redirect(target, 301)
}

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { contactPagePath } from '#features/contact/contactPagePath.ts'
import { locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { sendCompressedHtml } from '../compressHtml.server.ts'
import { fillContactForm } from './fillContactForm.server.ts'
import type { FormTokens } from './formToken.server.ts'

/**
 * The prerendered HTML of each contact page ('/contact', '/ar/contact', …) of one build, read when
 * that build goes live (absent before a build).
 */
export function readContactPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  for (const urlPath of locales.map((locale) => localizePath(contactPagePath, locale))) {
    const file = path.join(clientDir, `${urlPath.slice(1)}.html`)
    if (existsSync(file)) pages.set(urlPath, readFileSync(file, 'utf8'))
  }
  return pages
}

/** A contact page, served with a fresh time token and idempotency key, never cached (decision 0006). */
export function sendContactPage(request: FastifyRequest, reply: FastifyReply, html: string, tokens: FormTokens) {
  return sendCompressedHtml(request, reply.header('Cache-Control', 'no-store'), fillContactForm(html, tokens.issue()))
}

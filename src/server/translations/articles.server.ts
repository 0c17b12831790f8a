import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { VFile } from 'vfile'
import { matter } from 'vfile-matter'
import { ArticleError } from '#features/blog/frontMatter.ts'
import { parseArticle } from '#features/blog/loadArticles.server.ts'
import { renderMarkdown } from '#features/blog/markdown.server.ts'
import { checkArticleText } from '#features/translations/checkUnit.ts'
import { readFingerprints } from '#features/translations/fingerprintFile.server.ts'
import { readGlossary } from '#features/translations/glossary.server.ts'
import { articleSource } from '#features/translations/sources.server.ts'
import { createI18n } from '#i18n/createI18n.ts'
import type { Locale } from '#i18n/locales.ts'
import { confirmUnit } from './confirmUnit.server.ts'
import { hasErrors, refusal, toEditorFinding } from './editorFindings.server.ts'
import type { EditorFinding, SaveOutcome } from './editorTypes.server.ts'
import { serializedOnFile } from './fileQueue.server.ts'
import type { SaveContext } from './saveValues.server.ts'
import { articleFile, englishArticlePath } from './translationPaths.server.ts'
import { writeFileAtomically } from './writeFileAtomically.server.ts'

/** An article file in one language as the editor shows it, with the rendered body beside it. */
export interface EditorArticle {
  slug: string
  locale: Locale
  /** The whole file, front matter included ('' when the language has no translation yet). */
  source: string
  exists: boolean
  /** The English file, the translator's source (null for English itself or when English lacks it). */
  english: string | null
  findings: EditorFinding[]
  /** The body as the build renders it: sanitized, left-to-right runs isolated in Arabic and Urdu. */
  html: string
}

const readIfExists = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null)

// The body alone, for a preview of an article whose front matter the build would refuse.
function bodyOf(text: string): string | undefined {
  try {
    const vfile = new VFile({ value: text })
    matter(vfile, { strip: true })
    return String(vfile.value)
  } catch {
    return undefined
  }
}

// The build's label of a heading's anchor link, from the working copy's blog namespace.
function anchorLabels(dir: string, locale: Locale) {
  const blog = (lng: Locale) => JSON.parse(readFileSync(path.join(dir, lng, 'blog.json'), 'utf8'))
  const resources = { en: { blog: blog('en') }, ar: {}, ur: {}, [locale]: { blog: blog(locale) } }
  return createI18n(locale, resources).getFixedT(locale, 'blog')
}

/** The article's findings (the build's validation, then the translation check's warnings) and its HTML. */
export function checkArticle(dir: string, locale: Locale, slug: string, text: string) {
  const unit = `blog/${slug}`
  const findings: EditorFinding[] = []
  let markdown: string | undefined
  try {
    markdown = parseArticle(text, locale, slug, `${locale}/blog/${slug}.md`).markdown
  } catch (error) {
    if (!(error instanceof ArticleError)) throw error
    findings.push(refusal(unit, 'article', error.message))
    markdown = bodyOf(text)
  }
  if (locale !== 'en' && markdown !== undefined) {
    const english = readIfExists(englishArticlePath(dir, slug))
    const input = {
      locale,
      english: {
        namespaces: {},
        articles: new Map(english === null ? [] : [[slug, articleSource(english, 'en', slug)]]),
      },
      target: { namespaces: {}, articles: new Map() },
      fingerprints: readFingerprints(dir, locale),
      glossary: readGlossary(dir),
    }
    findings.push(...checkArticleText(input, articleSource(text, locale, slug)).map(toEditorFinding))
  }
  const t = anchorLabels(dir, locale)
  const html =
    markdown === undefined
      ? ''
      : renderMarkdown(markdown, { anchor: (heading) => t('article.anchor', { heading }) }, locale)
  return { findings, html }
}

export function readEditorArticle(dir: string, locale: Locale, slug: string): EditorArticle {
  const file = articleFile(dir, locale, slug)
  const source = readIfExists(file)
  const english = locale === 'en' ? null : readIfExists(englishArticlePath(dir, slug))
  const checked = source === null ? { findings: [], html: '' } : checkArticle(dir, locale, slug, source)
  return { slug, locale, source: source ?? '', exists: source !== null, english, ...checked }
}

export interface SaveArticleRequest {
  locale: Locale
  slug: string
  source: string
  /** The file as the editor loaded it (null or '': it did not exist). */
  expected: string | null
  restoredFrom?: number
}

/** Saves a whole article file as the key save does: stale check, the build's validation, atomic write, record. */
export async function saveArticle(
  context: SaveContext,
  request: SaveArticleRequest,
): Promise<SaveOutcome<EditorArticle>> {
  const { dir, changes, author, now } = context
  const { locale, slug, source } = request
  const file = articleFile(dir, locale, slug)
  return serializedOnFile(file, async () => {
    const current = readIfExists(file)
    if ((current ?? '') !== (request.expected ?? '') && current !== source)
      return { status: 'stale', current, yours: source }
    const { findings } = checkArticle(dir, locale, slug, source)
    if (hasErrors(findings)) return { status: 'invalid', findings }
    const changed = current !== source
    if (changed) {
      const ids = await changes.record(
        [{ locale, unit: `blog/${slug}`, before: current, after: source, author, restoredFrom: request.restoredFrom }],
        now,
      )
      try {
        mkdirSync(path.dirname(file), { recursive: true })
        await writeFileAtomically(file, source)
      } catch (error) {
        await changes.forget(ids)
        throw error
      }
    }
    const english = readIfExists(englishArticlePath(dir, slug))
    if (locale !== 'en' && english !== null) await confirmUnit(dir, locale, `blog/${slug}`, english)
    return { status: 'saved', saved: changed ? 1 : 0, unit: readEditorArticle(dir, locale, slug) }
  })
}

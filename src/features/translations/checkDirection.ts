import { isIsolated, ltrRuns, reordersInRtl } from '#i18n/bidi.ts'
import { localeInfo } from '#i18n/locales.ts'
import { articleTexts } from './articleLines.ts'
import { type Check, isAccepted, keyFinding, unitOfKey } from './checkContext.ts'
import type { Finding } from './findings.ts'
import { maskPlaceholders } from './placeholders.ts'

// A component's Trans tag that renders its content as <bdi dir="ltr"> (<ltr>+92 300</ltr>) isolates
// it as the Unicode isolates do.
const isolatingTags = /<(ltr|bdi)>[\s\S]*?<\/\1>/g

/** The left-to-right runs of a text that would show in another order in right-to-left text. */
export function unisolatedRuns(text: string): string[] {
  const masked = maskPlaceholders(text.replace(isolatingTags, ' '))
  return ltrRuns(masked)
    .filter((run) => reordersInRtl(run.text) && !isIsolated(masked, run.start, run.end))
    .map((run) => run.text)
}

// Markdown images: their alt text becomes an attribute, which the article pipeline cannot isolate.
const imageAlt = /!\[([^\]]*)\]\(/g

const advice = (run: string) =>
  `«${run}» shows in another order in right-to-left text: wrap it in \\u2066…\\u2069 (or write it another way)`

/**
 * Left-to-right runs that reorder in Arabic and Urdu text ('+44' shown as '44+') and are not
 * isolated: in values, in an article's front matter (title, excerpt, image text) and its image
 * alt texts. Article body text is not checked: the Markdown pipeline isolates every run in it.
 */
export const checkDirection: Check = (context) => {
  const findings: Finding[] = []
  const { locale } = context
  if (localeInfo[locale].dir !== 'rtl') return findings
  for (const [namespace, keys] of Object.entries(context.target.namespaces)) {
    for (const [key, value] of keys) {
      if (typeof value !== 'string') continue
      for (const run of unisolatedRuns(value)) {
        const exception = `direction:${run}`
        if (isAccepted(context, unitOfKey(context, namespace, key), exception)) continue
        findings.push(keyFinding(context, 'direction', namespace, key, advice(run), { exception }))
      }
    }
  }
  for (const [slug, article] of context.target.articles) {
    for (const { line, field, text } of articleTexts(article)) {
      const outsidePipeline = field ? [text] : [...text.matchAll(imageAlt)].map((match) => match[1] ?? '')
      for (const run of outsidePipeline.flatMap(unisolatedRuns)) {
        const exception = `direction:${run}`
        if (isAccepted(context, `blog/${slug}`, exception)) continue
        findings.push({
          kind: 'direction',
          locale,
          file: article.file,
          place: { type: 'article', slug, line, ...(field ? { field } : {}) },
          detail: advice(run),
          exception,
        })
      }
    }
  }
  return findings
}

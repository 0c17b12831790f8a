import { articleTexts } from './articleLines.ts'
import { type Check, isAccepted, keyFinding, unitOfKey } from './checkContext.ts'
import type { Finding } from './findings.ts'
import { glossaryMatches } from './glossary.ts'

function describe(match: ReturnType<typeof glossaryMatches>[number]): string {
  const { term, variant } = match
  return `«${variant}»: the house form for “${term.english}” is «${term.preferred}»${term.note ? ` (${term.note})` : ''}`
}

/** Forms the glossary (locales/glossary.json) says to avoid, in every value and article. */
export const checkGlossary: Check = (context) => {
  const findings: Finding[] = []
  const { locale, glossary } = context
  for (const [namespace, keys] of Object.entries(context.target.namespaces)) {
    for (const [key, value] of keys) {
      if (typeof value !== 'string') continue
      const english = context.english.namespaces[namespace]?.get(key)
      for (const match of glossaryMatches(glossary, locale, value, typeof english === 'string' ? english : '')) {
        const exception = `glossary:${match.variant}`
        if (isAccepted(context, unitOfKey(context, namespace, key), exception)) continue
        findings.push(keyFinding(context, 'glossary', namespace, key, describe(match), { exception }))
      }
    }
  }
  for (const [slug, article] of context.target.articles) {
    const english = context.english.articles.get(slug)?.text ?? ''
    for (const { line, field, text } of articleTexts(article)) {
      for (const match of glossaryMatches(glossary, locale, text, english)) {
        const exception = `glossary:${match.variant}`
        if (isAccepted(context, `blog/${slug}`, exception)) continue
        findings.push({
          kind: 'glossary',
          locale,
          file: article.file,
          place: { type: 'article', slug, line, ...(field ? { field } : {}) },
          detail: describe(match),
          exception,
        })
      }
    }
  }
  return findings
}

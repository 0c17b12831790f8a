// https://vike.dev/onBeforePrerenderStart
import { loadArticles } from '#features/blog/loadArticles.server.ts'
import { articlePrerenderEntries } from '#features/blog/pageData.server.ts'
import { getI18n } from '#i18n/getI18n.ts'

// Each article only in the locales that have its translation; drafts are never loaded here.
export function onBeforePrerenderStart() {
  return articlePrerenderEntries(loadArticles(), (locale) => getI18n(locale).getFixedT(locale, 'blog'))
}

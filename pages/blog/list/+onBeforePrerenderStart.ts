// https://vike.dev/onBeforePrerenderStart
import { loadArticles } from '#features/blog/loadArticles.server.ts'
import { listPrerenderEntries } from '#features/blog/pageData.server.ts'
import { getI18n } from '#i18n/getI18n.ts'

// One URL per locale and page, each with its data and the locales it exists in; a bad article
// file fails the build here, naming the file.
export function onBeforePrerenderStart() {
  return listPrerenderEntries(loadArticles(), (locale) => getI18n(locale).getFixedT(locale, 'blog'))
}

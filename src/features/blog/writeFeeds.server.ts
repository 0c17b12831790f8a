import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { company } from '#config/company.ts'
import { createI18n } from '#i18n/createI18n.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { buildFeed } from './feed.ts'
import { type LoadOptions, loadArticles } from './loadArticles.server.ts'
import { feedPath } from './paths.ts'

/**
 * Writes one RSS feed per locale into the client folder (/blog/feed.xml, /ar/blog/feed.xml, ...),
 * from the same validated, draft-free articles the pages were built from. Returns the files.
 */
export function writeFeeds(clientDir: string, origin: string, options: LoadOptions = {}): string[] {
  const articles = loadArticles({ ...options, includeDrafts: false })
  const resources = loadLocaleFiles()
  return locales.map((locale) => {
    const t = createI18n(locale, resources).getFixedT(locale, 'blog')
    const xml = buildFeed(locale, articles[locale], origin, {
      title: t('feedTitle', { company: company.name }),
      description: t('meta.description', { company: company.name }),
      copyright: `© ${company.name}`,
      categoryLabel: (article) => t(`categories.${article.category}`),
    })
    const file = path.join(clientDir, `${localizePath(feedPath, locale).slice(1)}`)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, xml)
    return file
  })
}

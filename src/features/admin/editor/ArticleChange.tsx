import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { type Locale, localeInfo } from '#i18n/locales.ts'
import { articleChangeSummary, type ChangedPart } from './articleChangeSummary.ts'
import type { HistoryEntry } from './editorApi.ts'
import { scriptStyle } from './scriptStyle.ts'

/** One version's side of an article change: its length, and the lines where it differs. */
function Part({ locale, part, nothing }: { locale: Locale; part: ChangedPart; nothing: string }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <span style={{ display: 'block' }}>
        {t('editor.history.article.lines', { count: part.lineCount })}{' '}
        {part.excerpt.length > 0 ? t('editor.history.article.from', { line: part.from }) : nothing}
      </span>
      {part.excerpt.length > 0 && (
        <Box
          component="span"
          lang={locale}
          dir={localeInfo[locale].dir}
          sx={{ ...scriptStyle(locale), display: 'block', whiteSpace: 'pre-wrap', bgcolor: 'grey.100', p: 0.5 }}
        >
          {part.excerpt.join('\n')}
        </Box>
      )}
      {part.more > 0 && (
        <span style={{ display: 'block' }}>{t('editor.history.article.more', { count: part.more })}</span>
      )}
    </>
  )
}

/**
 * An article change in a history list: not the two whole files, but how long each was and the
 * lines that differ between them.
 */
export function ArticleChange({ locale, entry }: { locale: Locale; entry: HistoryEntry }) {
  const { t } = useTranslation('admin')
  const summary = articleChangeSummary(entry.before ?? '', entry.after ?? '')
  const line = summary.before.from
  const same = summary.before.excerpt.length === 0 && summary.after.excerpt.length === 0
  const nothing = (what: 'added' | 'removed') =>
    same ? t('editor.history.article.same') : t(`editor.history.article.${what}`, { line })
  return (
    <Box component="dl" sx={{ m: 0, '& dd': { ml: 2 } }}>
      <dt>{t('editor.history.before')}</dt>
      <dd>
        {entry.before === null ? (
          <em>{t('editor.history.article.noFile')}</em>
        ) : (
          <Part locale={locale} part={summary.before} nothing={nothing('added')} />
        )}
      </dd>
      <dt>{t('editor.history.after')}</dt>
      <dd>
        {entry.after === null ? (
          <em>{t('editor.history.article.noFile')}</em>
        ) : (
          <Part locale={locale} part={summary.after} nothing={nothing('removed')} />
        )}
      </dd>
    </Box>
  )
}

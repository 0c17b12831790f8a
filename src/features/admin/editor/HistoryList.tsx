import Box from '@mui/material/Box'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '#i18n/locales.ts'
import { formatUtcTimestamp } from '../formatUtcTimestamp.ts'
import { ArticleChange } from './ArticleChange.tsx'
import { EditorButton } from './EditorButton.tsx'
import type { ArticleSource, EditorApi, EditorUnit, HistoryEntry, SaveOutcome } from './editorApi.ts'
import { ShownValue } from './ShownValue.tsx'

/** A key's history shows each value whole; an article's, the lines that changed of its file. */
type Kind =
  | { kind?: 'key'; onRestored: (unit: EditorUnit | null) => void }
  | { kind: 'article'; onRestored: (article: ArticleSource | null) => void }

/**
 * Every recorded change of the string (or the article) in one language, newest first, each with a
 * restore that sets it back to what it was before that change (recorded as a change of its own).
 */
export function HistoryList(
  props: {
    api: EditorApi
    locale: Locale
    unitKey: string
    /** Changes when a save or restore happened, so the list is read again. */
    version: number
    /** The heading's level where the list sits: under the key panel's h2, or a page's h1. */
    headingLevel?: 2 | 3
  } & Kind,
) {
  const { api, locale, unitKey, version, headingLevel = 3 } = props
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const article = props.kind === 'article'
  const { t } = useTranslation('admin')
  const language = t(`languages.${locale}`)
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null)
  const [error, setError] = useState('')

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reason to read again
  useEffect(() => {
    let current = true
    api.history(locale, unitKey).then(
      (found) => current && setEntries(found),
      () => current && setError(t('editor.history.failed')),
    )
    return () => {
      current = false
    }
  }, [api, locale, unitKey, version, t])

  const refused = (result: Exclude<SaveOutcome<unknown>, { status: 'saved' }>) => {
    if (result.status === 'invalid') setError(result.findings.map((finding) => finding.message).join(' '))
    else if (result.status === 'stale') setError(t(article ? 'editor.history.staleFile' : 'editor.history.stale'))
    else setError(t('editor.failed', { language, message: result.message }))
  }

  const restore = async (entry: HistoryEntry) => {
    setError('')
    if (props.kind === 'article') {
      const result = await api.restoreArticle(entry.id)
      if (result.status === 'saved') props.onRestored(result.result.unit ?? null)
      else refused(result)
      return
    }
    const result = await api.restore(entry.id)
    if (result.status === 'saved') props.onRestored(result.result.unit ?? null)
    else refused(result)
  }

  const headingId = `history-${locale}`
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Heading id={headingId} style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
        {t('editor.history.heading', { language })}
      </Heading>
      {error && <p role="alert">{error}</p>}
      {entries === null && !error && <p>{t('editor.loading')}</p>}
      {entries?.length === 0 && <p>{t('editor.history.empty')}</p>}
      {entries && entries.length > 0 && (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
          {entries.map((entry) => {
            const at = formatUtcTimestamp(entry.at)
            return (
              <li key={entry.id}>
                <p style={{ margin: 0 }}>
                  {t(entry.restoredFrom ? 'editor.history.restoredBy' : 'editor.history.changedBy', {
                    author: entry.author,
                    at,
                  })}
                  {entry.key !== unitKey && <> ({entry.key})</>}
                </p>
                {article ? (
                  <ArticleChange locale={locale} entry={entry} />
                ) : (
                  <Box component="dl" sx={{ m: 0, '& dd': { ml: 2 } }}>
                    <dt>{t('editor.history.before')}</dt>
                    <dd>
                      <ShownValue locale={locale} value={entry.before} />
                    </dd>
                    <dt>{t('editor.history.after')}</dt>
                    <dd>
                      <ShownValue locale={locale} value={entry.after} />
                    </dd>
                  </Box>
                )}
                <EditorButton
                  variant="outlined"
                  size="small"
                  aria-label={t(article ? 'editor.history.restoreFileLabel' : 'editor.history.restoreLabel', { at })}
                  onClick={() => void restore(entry)}
                >
                  {t('editor.history.restore')}
                </EditorButton>
              </li>
            )
          })}
        </Box>
      )}
    </Box>
  )
}

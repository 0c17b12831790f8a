import Box from '@mui/material/Box'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '#i18n/locales.ts'
import { formatUtcTimestamp } from '../formatUtcTimestamp.ts'
import { EditorButton } from './EditorButton.tsx'
import type { EditorApi, EditorUnit, HistoryEntry } from './editorApi.ts'
import { ShownValue } from './ShownValue.tsx'

/**
 * Every recorded change of the string in one language, newest first, each with a restore that
 * sets the value back to what it was before that change (recorded as a change of its own).
 */
export function HistoryList(props: {
  api: EditorApi
  locale: Locale
  unitKey: string
  /** Changes when a save or restore happened, so the list is read again. */
  version: number
  onRestored: (unit: EditorUnit | null) => void
}) {
  const { api, locale, unitKey, version, onRestored } = props
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

  const restore = async (entry: HistoryEntry) => {
    setError('')
    const result = await api.restore(entry.id)
    if (result.status === 'saved') onRestored(result.result.unit ?? null)
    else if (result.status === 'invalid') setError(result.findings.map((finding) => finding.message).join(' '))
    else if (result.status === 'stale') setError(t('editor.history.stale'))
    else setError(t('editor.failed', { language, message: result.message }))
  }

  const headingId = `history-${locale}`
  return (
    <Box component="section" aria-labelledby={headingId}>
      <h3 id={headingId} style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
        {t('editor.history.heading', { language })}
      </h3>
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
                <EditorButton
                  variant="outlined"
                  size="small"
                  aria-label={t('editor.history.restoreLabel', { at })}
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

import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { SaveOutcome } from './editorApi.ts'
import { FindingList } from './FindingList.tsx'

/** Why a save of a key or an article was not written: the check's errors, or the server's failure. */
export function SaveRefused({ outcome, language }: { outcome: SaveOutcome<unknown> | null; language: string }) {
  const { t } = useTranslation('admin')
  if (outcome?.status === 'invalid')
    return (
      <Box role="alert">
        <p style={{ margin: 0, fontWeight: 600 }}>{t('editor.invalid', { language })}</p>
        <FindingList findings={outcome.findings} />
      </Box>
    )
  if (outcome?.status === 'failed')
    return (
      <p role="alert" style={{ margin: 0, color: '#a3001b' }}>
        {t('editor.failed', { language, message: outcome.message })}
      </p>
    )
  return null
}

import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { Finding } from './editorApi.ts'

/** What the check found, errors first: an error blocks a save, a warning does not. */
export function FindingList({ findings, id }: { findings: Finding[]; id?: string }) {
  const { t } = useTranslation('admin')
  if (findings.length === 0) return null
  const sorted = [...findings].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
  return (
    <Box component="ul" id={id} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {sorted.map((finding, index) => (
        <Box
          component="li"
          // Findings have no id of their own; the list is redrawn whole after each check.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          sx={{ color: finding.severity === 'error' ? '#a3001b' : '#6b4500' }}
        >
          <strong>{t(`editor.severity.${finding.severity}`)}</strong> {finding.message}
        </Box>
      ))}
    </Box>
  )
}

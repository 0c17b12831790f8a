import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { PublishEntry } from '#features/admin/adminViews.ts'
import { CsrfField } from '#features/admin/CsrfField.tsx'
import { formatUtcTimestamp } from '#features/admin/formatUtcTimestamp.ts'
import { useLanguageName } from '#features/admin/useLanguageName.ts'

function Changes({ entry }: { entry: PublishEntry }) {
  const { t } = useTranslation('admin')
  const language = useLanguageName()
  if (!entry.changes.length)
    return <>{entry.status === 'live' || entry.status === 'superseded' ? t('publish.noChangeList') : ''}</>
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {entry.changes.map(({ locale, units }) => (
        <li key={locale}>
          <details>
            <summary>{t('publish.languageChanges', { language: language(locale), count: units.length })}</summary>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {units.map((unit) => (
                <li key={unit}>
                  <code>{unit}</code>
                </li>
              ))}
            </Box>
          </details>
        </li>
      ))}
    </Box>
  )
}

/** The recent publishes: who, when, how it ended, what changed, and Restore on earlier builds. */
export function PublishHistory({
  publishes,
  csrfToken,
  canRestore,
}: {
  publishes: PublishEntry[]
  csrfToken: string
  canRestore: boolean
}) {
  const { t } = useTranslation('admin')
  return (
    <Box component="section" aria-labelledby="recent-heading">
      <Typography id="recent-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {t('publish.recentHeading')}
      </Typography>
      {publishes.length === 0 ? (
        <Typography>{t('publish.noPublishes')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('publish.columns.when')}</TableCell>
                <TableCell>{t('publish.columns.who')}</TableCell>
                <TableCell>{t('publish.columns.status')}</TableCell>
                <TableCell>{t('publish.columns.changes')}</TableCell>
                {canRestore && <TableCell>{t('publish.columns.action')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {publishes.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUtcTimestamp(entry.requestedAt)}</TableCell>
                  <TableCell>{entry.requestedBy}</TableCell>
                  <TableCell>
                    {t(`publish.statuses.${entry.status}`)}
                    {entry.restoredFrom !== null && (
                      <Typography component="span" sx={{ display: 'block', fontSize: '0.85rem' }}>
                        {t('publish.restoreOf', { id: entry.restoredFrom })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Changes entry={entry} />
                  </TableCell>
                  {canRestore && (
                    <TableCell>
                      {entry.restorable && (
                        <form method="post" action="/admin/publish/restore">
                          <CsrfField token={csrfToken} />
                          <input type="hidden" name="id" value={entry.id} />
                          <Button
                            type="submit"
                            size="small"
                            variant="outlined"
                            aria-label={t('publish.restoreLabel', { id: entry.id })}
                          >
                            {t('publish.restoreButton')}
                          </Button>
                        </form>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  )
}

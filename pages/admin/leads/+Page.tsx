import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { expectView } from '#features/admin/adminViews.ts'
import { formatUtcTimestamp } from '#features/admin/formatUtcTimestamp.ts'
import { leadStatuses } from '#features/admin/leadStatuses.ts'
import { NativeSelect } from '#features/admin/NativeSelect.tsx'
import { useLanguageName } from '#features/admin/useLanguageName.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

export default function Page() {
  const { t } = useTranslation('admin')
  const languageName = useLanguageName()
  const view = expectView(usePageContext().adminView, 'leads')
  const statusOptions = [
    { value: '', label: t('leads.anyStatus') },
    ...leadStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
  ]
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '2rem' }} gutterBottom>
        {t('leads.heading')}
      </Typography>
      <Box
        component="form"
        method="get"
        action="/admin/leads"
        role="search"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'end', mb: 3 }}
      >
        <TextField
          id="lead-search"
          name="q"
          type="search"
          label={t('leads.search')}
          defaultValue={view.filters.q}
          size="small"
          sx={{ minWidth: 320 }}
        />
        <NativeSelect
          id="lead-status"
          name="status"
          label={t('leads.status')}
          value={view.filters.status}
          options={statusOptions}
        />
        <Button type="submit" variant="contained">
          {t('leads.apply')}
        </Button>
        <Link href={`/admin/leads.csv${view.query}`} sx={{ ml: 'auto' }}>
          {t('leads.export')}
        </Link>
      </Box>
      <Typography role="status" sx={{ mb: 1 }}>
        {t('leads.count', { count: view.total })}
      </Typography>
      {view.leads.length === 0 ? (
        <Typography>{t('leads.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {(['received', 'name', 'email', 'message', 'language', 'status'] as const).map((column) => (
                  <TableCell key={column} component="th" scope="col">
                    {t(`leads.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {view.leads.map((lead) => (
                <TableRow key={lead.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUtcTimestamp(lead.createdAt)}</TableCell>
                  <TableCell>
                    <Link href={`/admin/leads/${lead.id}`}>{lead.name}</Link>
                  </TableCell>
                  <TableCell>{lead.email}</TableCell>
                  <TableCell sx={{ maxWidth: 420, overflowWrap: 'anywhere' }}>
                    {lead.message.length > 140 ? `${lead.message.slice(0, 140)}…` : lead.message}
                  </TableCell>
                  <TableCell>{languageName(lead.locale)}</TableCell>
                  <TableCell>{t(`statuses.${lead.status}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  )
}

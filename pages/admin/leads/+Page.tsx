import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AdminHeading } from '#features/admin/AdminHeading.tsx'
import { expectView } from '#features/admin/adminViews.ts'
import { ColumnHeads } from '#features/admin/ColumnHeads.tsx'
import { FilterForm } from '#features/admin/FilterForm.tsx'
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
      <AdminHeading heading={t('leads.heading')} />
      <FilterForm action="/admin/leads" role="search">
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
      </FilterForm>
      <Typography role="status" sx={{ mb: 1 }}>
        {t('leads.count', { count: view.total })}
      </Typography>
      {view.leads.length === 0 ? (
        <Typography>{t('leads.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <ColumnHeads
              labels={(['received', 'name', 'email', 'message', 'language', 'status'] as const).map((column) =>
                t(`leads.columns.${column}`),
              )}
            />
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

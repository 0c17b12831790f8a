import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AdminHeading } from '#features/admin/AdminHeading.tsx'
import { expectView } from '#features/admin/adminViews.ts'
import { ColumnHeads } from '#features/admin/ColumnHeads.tsx'
import { formatUtcTimestamp } from '#features/admin/formatUtcTimestamp.ts'
import { roles } from '#features/admin/roles.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { AccountRow } from './AccountRow.tsx'
import { InviteForm } from './InviteForm.tsx'

/** The owner's accounts page: everyone who can sign in, their roles, and invitations. */
export default function Page() {
  const { t } = useTranslation('admin')
  const view = expectView(usePageContext().adminView, 'accounts')
  return (
    <>
      <AdminHeading heading={t('accounts.heading')} intro={t('accounts.intro')} />
      {view.notice && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t(`accounts.notices.${view.notice.kind}`, { email: view.notice.email })}
        </Alert>
      )}
      {view.error && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {t(`accounts.errors.${view.error.kind}`, { email: view.error.email ?? '' })}
        </Alert>
      )}
      {view.link && (
        <Paper variant="outlined" component="section" aria-labelledby="link-heading" sx={{ p: 3, mb: 4 }}>
          <Typography id="link-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('accounts.link.heading', { email: view.link.email })}
          </Typography>
          <Typography sx={{ mb: 2 }}>
            {t('accounts.link.intro', { email: view.link.email, time: formatUtcTimestamp(view.link.expiresAt) })}
          </Typography>
          <TextField
            id="password-link"
            label={t('accounts.link.label')}
            value={view.link.url}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
          />
        </Paper>
      )}
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('accounts.listHeading')}
      </Typography>
      <Box sx={{ overflowX: 'auto', mb: 4 }}>
        <Table size="small">
          <ColumnHeads
            labels={(['email', 'role', 'status', 'created', 'actions'] as const).map((column) =>
              t(`accounts.columns.${column}`),
            )}
          />
          <TableBody>
            {view.accounts.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                self={account.email === view.email}
                csrfToken={view.csrfToken}
              />
            ))}
          </TableBody>
        </Table>
      </Box>
      <InviteForm csrfToken={view.csrfToken} value={view.inviteValue ?? { email: '', role: roles[2] }} />
    </>
  )
}

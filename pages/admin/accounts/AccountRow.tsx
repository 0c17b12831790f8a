import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import type { AccountSummary } from '#features/admin/adminViews.ts'
import { CsrfField } from '#features/admin/CsrfField.tsx'
import { formatUtcTimestamp } from '#features/admin/formatUtcTimestamp.ts'
import { roles } from '#features/admin/roles.ts'

const selectSx = { font: 'inherit', p: 0.75, minHeight: 36, borderRadius: 1, border: 1, borderColor: 'grey.500' }

/** One account: what it is, and a small form per change (role, disable or enable, a new link). */
export function AccountRow({
  account,
  self,
  csrfToken,
}: {
  account: AccountSummary
  self: boolean
  csrfToken: string
}) {
  const { t } = useTranslation('admin')
  const { id, email } = account
  const status = account.disabled
    ? t('accounts.status.disabled')
    : account.hasPassword
      ? t('accounts.status.active')
      : t('accounts.status.invited')
  return (
    <TableRow>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {email} {self && t('accounts.you')}
      </TableCell>
      <TableCell>{t(`roles.names.${account.role}`)}</TableCell>
      <TableCell>
        {status}
        {account.linkExpiresAt && (
          <Box component="span" sx={{ display: 'block', fontSize: '0.85rem' }}>
            {t('accounts.status.linkPending', { time: formatUtcTimestamp(account.linkExpiresAt) })}
          </Box>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUtcTimestamp(account.createdAt)}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Box component="form" method="post" action={`/admin/accounts/${id}/role`} sx={{ display: 'flex', gap: 1 }}>
            <CsrfField token={csrfToken} />
            <Box
              component="select"
              name="role"
              defaultValue={account.role}
              aria-label={t('accounts.roleLabel', { email })}
              sx={selectSx}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.names.${role}`)}
                </option>
              ))}
            </Box>
            <Button type="submit" size="small" variant="outlined" aria-label={t('accounts.changeRoleLabel', { email })}>
              {t('accounts.changeRole')}
            </Button>
          </Box>
          <form method="post" action={`/admin/accounts/${id}/${account.disabled ? 'enable' : 'disable'}`}>
            <CsrfField token={csrfToken} />
            <Button
              type="submit"
              size="small"
              variant="outlined"
              color={account.disabled ? 'primary' : 'error'}
              aria-label={t(account.disabled ? 'accounts.enableLabel' : 'accounts.disableLabel', { email })}
            >
              {t(account.disabled ? 'accounts.enable' : 'accounts.disable')}
            </Button>
          </form>
          <form method="post" action={`/admin/accounts/${id}/link`}>
            <CsrfField token={csrfToken} />
            <Button type="submit" size="small" variant="outlined" aria-label={t('accounts.newLinkLabel', { email })}>
              {t('accounts.newLink')}
            </Button>
          </form>
        </Box>
      </TableCell>
    </TableRow>
  )
}

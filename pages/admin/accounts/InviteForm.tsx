import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { CsrfField } from '#features/admin/CsrfField.tsx'
import { NativeSelect } from '#features/admin/NativeSelect.tsx'
import { type Role, roles } from '#features/admin/roles.ts'

/** Creates an account without a password and answers with its one-time set-password link. */
export function InviteForm({ csrfToken, value }: { csrfToken: string; value: { email: string; role: Role } }) {
  const { t } = useTranslation('admin')
  return (
    <Paper variant="outlined" component="section" aria-labelledby="invite-heading" sx={{ p: 3, maxWidth: 640 }}>
      <Typography id="invite-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('accounts.invite.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('accounts.invite.intro')}
      </Typography>
      <Box component="form" method="post" action="/admin/accounts/invite" sx={{ display: 'grid', gap: 2.5 }}>
        <CsrfField token={csrfToken} />
        <TextField
          id="invite-email"
          name="email"
          type="email"
          label={t('accounts.invite.email')}
          defaultValue={value.email}
          autoComplete="off"
          required
        />
        <NativeSelect
          id="invite-role"
          name="role"
          label={t('accounts.invite.role')}
          value={value.role}
          options={roles.map((role) => ({
            value: role,
            label: t('accounts.invite.roleOption', {
              role: t(`roles.names.${role}`),
              description: t(`roles.descriptions.${role}`),
            }),
          }))}
        />
        <Box>
          <Button type="submit" variant="contained">
            {t('accounts.invite.submit')}
          </Button>
        </Box>
      </Box>
    </Paper>
  )
}

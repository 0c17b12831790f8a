import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AdminHeading } from '#features/admin/AdminHeading.tsx'
import { expectView } from '#features/admin/adminViews.ts'
import { CsrfField } from '#features/admin/CsrfField.tsx'
import { minimumPasswordLength } from '#features/admin/passwordRules.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

/** Where a one-time link from the accounts page leads: the account's new password. */
export default function Page() {
  const { t } = useTranslation('admin')
  const view = expectView(usePageContext().adminView, 'set-password')
  if (view.state !== 'form') {
    return (
      <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: 4 }}>
        <AdminHeading heading={t('accounts.setPassword.expiredHeading')} />
        <Typography sx={{ mb: 3 }}>{t(`accounts.setPassword.${view.state}`)}</Typography>
        <Link href="/admin/login">{t('accounts.setPassword.signIn')}</Link>
      </Paper>
    )
  }
  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: 4 }}>
      <AdminHeading
        heading={t('accounts.setPassword.heading')}
        intro={t('accounts.setPassword.intro', { email: view.accountEmail })}
      />
      {view.error && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {t(`accounts.setPassword.${view.error}`)}
        </Alert>
      )}
      <Box component="form" method="post" action="/admin/set-password" sx={{ display: 'grid', gap: 2.5 }}>
        <CsrfField token={view.csrfToken} />
        <input type="hidden" name="token" value={view.token} />
        {/* For password managers: the account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={view.accountEmail} readOnly hidden />
        <TextField
          id="new-password"
          name="password"
          type="password"
          label={t('accounts.setPassword.password')}
          autoComplete="new-password"
          required
          slotProps={{ htmlInput: { minLength: minimumPasswordLength } }}
        />
        <TextField
          id="new-password-repeat"
          name="repeat"
          type="password"
          label={t('accounts.setPassword.repeat')}
          autoComplete="new-password"
          required
          slotProps={{ htmlInput: { minLength: minimumPasswordLength } }}
        />
        <Button type="submit" variant="contained" size="large">
          {t('accounts.setPassword.submit')}
        </Button>
      </Box>
    </Paper>
  )
}

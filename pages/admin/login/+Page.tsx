import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { AdminHeading } from '#features/admin/AdminHeading.tsx'
import { expectView } from '#features/admin/adminViews.ts'
import { CsrfField } from '#features/admin/CsrfField.tsx'
import { usePageContext } from '#i18n/usePageContext.tsx'

export default function Page() {
  const { t } = useTranslation('admin')
  const view = expectView(usePageContext().adminView, 'login')
  return (
    <Paper variant="outlined" sx={{ maxWidth: 420, mx: 'auto', p: 4 }}>
      <AdminHeading heading={t('login.heading')} intro={t('login.intro')} />
      {view.error && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {t(`login.${view.error}`)}
        </Alert>
      )}
      <Box component="form" method="post" action="/admin/login" sx={{ display: 'grid', gap: 2.5 }}>
        <CsrfField token={view.csrfToken} />
        {view.next && <input type="hidden" name="next" value={view.next} />}
        <TextField
          id="admin-email"
          name="email"
          type="email"
          label={t('login.email')}
          defaultValue={view.emailValue ?? ''}
          autoComplete="username"
          required
        />
        <TextField
          id="admin-password"
          name="password"
          type="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" variant="contained" size="large">
          {t('login.submit')}
        </Button>
      </Box>
    </Paper>
  )
}

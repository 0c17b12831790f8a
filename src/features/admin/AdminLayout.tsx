import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SkipLink } from '#components/layout/SkipLink.tsx'
import { company } from '#config/company.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { CsrfField } from './CsrfField.tsx'

const sections = [
  { key: 'leads', path: '/admin/leads' },
  { key: 'preview', path: '/admin/preview' },
  { key: 'translations', path: '/admin/translations' },
  { key: 'publish', path: '/admin/publish' },
] as const

/** The staff area's frame: its own header and navigation, and a sign-out form. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation()
  const { logicalPath, adminView } = usePageContext()
  const signedIn = adminView?.email
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink target="main">{tc('a11y.skipToContent')}</SkipLink>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 1.5 }}>
        <Container maxWidth="xl" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {t('brand', { company: company.name })}
          </Typography>
          {signedIn && (
            <>
              <Box component="nav" aria-label={t('nav.label')} sx={{ display: 'flex', gap: 2, flex: 1 }}>
                {sections.map(({ key, path }) => (
                  <Link
                    key={key}
                    href={path}
                    color="inherit"
                    aria-current={logicalPath.startsWith(path) ? 'page' : undefined}
                    sx={{ fontWeight: logicalPath.startsWith(path) ? 700 : 400 }}
                  >
                    {t(`nav.${key}`)}
                  </Link>
                ))}
              </Box>
              <Typography component="p" sx={{ fontSize: '0.9rem' }}>
                {t('nav.signedInAs', { email: signedIn })}
              </Typography>
              <form method="post" action="/admin/logout">
                <CsrfField token={adminView.csrfToken} />
                <Button type="submit" variant="outlined" color="inherit" size="small">
                  {t('nav.signOut')}
                </Button>
              </form>
            </>
          )}
        </Container>
      </Box>
      <Box component="main" id="main" tabIndex={-1} sx={{ outline: 'none', py: 4 }}>
        <Container maxWidth="xl">{children}</Container>
      </Box>
    </Box>
  )
}

import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { actionBarHeight, PhoneActionBar } from './PhoneActionBar.tsx'
import { SkipLink } from './SkipLink.tsx'

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        // Room for the phone action bar, so that it never covers the end of the page.
        pb: { xs: `calc(${actionBarHeight}px + env(safe-area-inset-bottom))`, md: 0 },
      }}
    >
      <SkipLink target="main">{t('a11y.skipToContent')}</SkipLink>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
      <PhoneActionBar />
    </Box>
  )
}

import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { SkipLink } from './SkipLink.tsx'

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink target="main">{t('a11y.skipToContent')}</SkipLink>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  )
}

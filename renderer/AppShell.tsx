import { CacheProvider, type EmotionCache } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import type { i18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { PageContext } from 'vike/types'
import { Layout } from '#components/layout/Layout.tsx'
import { GlobalStyles } from '#components/theme/GlobalStyles.tsx'
import { getTheme } from '#components/theme/getTheme.ts'
import { AdminLayout } from '#features/admin/AdminLayout.tsx'
import { PreviewBanner } from '#features/admin/preview/PreviewBanner.tsx'
import { PageContextProvider } from '#i18n/usePageContext.tsx'

/** Every provider a page needs, around the shared layout. */
export function AppShell(props: { pageContext: PageContext; i18n: i18n; cache: EmotionCache; children: ReactNode }) {
  const { pageContext, i18n, cache, children } = props
  return (
    <PageContextProvider pageContext={pageContext}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={cache}>
          <ThemeProvider theme={getTheme(pageContext.locale)}>
            <CssBaseline />
            <GlobalStyles />
            {pageContext.preview && <PreviewBanner />}
            {pageContext.config.shell === 'admin' ? <AdminLayout>{children}</AdminLayout> : <Layout>{children}</Layout>}
          </ThemeProvider>
        </CacheProvider>
      </I18nextProvider>
    </PageContextProvider>
  )
}

import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { PageContext } from 'vike/types'
import { createEmotionCache } from '#components/theme/emotionCache.ts'
import { getI18n } from '#i18n/getI18n.ts'
import { type Locale, localeInfo } from '#i18n/locales.ts'
import { PageContextProvider } from '#i18n/usePageContext.tsx'
import { AppShell } from '#renderer/AppShell.tsx'

/** Renders UI inside the real providers and layout, as the page at `logicalPath` in `locale`. */
export function renderPage(
  ui: ReactNode,
  { locale, logicalPath = '/', ...rest }: { locale: Locale; logicalPath?: string } & Record<string, unknown>,
) {
  const pageContext = { locale, logicalPath, is404: false, config: {}, ...rest } as unknown as PageContext
  document.documentElement.lang = locale
  document.documentElement.dir = localeInfo[locale].dir
  return render(
    <AppShell pageContext={pageContext} i18n={getI18n(locale)} cache={createEmotionCache(localeInfo[locale].dir)}>
      {ui}
    </AppShell>,
  )
}

/**
 * Renders UI with only its locale's translations and page context: no layout or theme, so role
 * queries stay fast in jsdom where a whole page's are slow.
 */
export function renderInLocale(ui: ReactNode, { locale, logicalPath = '/' }: { locale: Locale; logicalPath?: string }) {
  return render(
    <PageContextProvider pageContext={{ locale, logicalPath } as unknown as PageContext}>
      <I18nextProvider i18n={getI18n(locale)}>{ui}</I18nextProvider>
    </PageContextProvider>,
  )
}

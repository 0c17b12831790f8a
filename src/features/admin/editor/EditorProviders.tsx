import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material/styles'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { getTheme } from '#components/theme/getTheme.ts'
import admin from '#locales/en/admin.json'

// The admin is English-only: its one namespace is all the editor's strings need in the browser.
const i18n = i18next.createInstance()
void i18n.init({
  lng: 'en',
  resources: { en: { admin } },
  defaultNS: 'admin',
  initAsync: false,
  interpolation: { escapeValue: false },
})

// Its own Emotion key: the rules it adds never collide with the server-rendered page's.
const cache = createCache({ key: 'edit' })

/** What the editor's React islands render inside, in the browser. */
export function EditorProviders({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={getTheme('en')}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  )
}

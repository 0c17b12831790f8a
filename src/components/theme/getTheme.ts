import type { Theme } from '@mui/material/styles'
import { createAppTheme } from '#components/theme/createAppTheme.ts'
import type { Locale } from '#i18n/locales.ts'

const themes = new Map<Locale, Theme>()

export function getTheme(locale: Locale): Theme {
  let theme = themes.get(locale)
  if (!theme) {
    theme = createAppTheme(locale)
    themes.set(locale, theme)
  }
  return theme
}

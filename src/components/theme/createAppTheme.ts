import { createTheme, type ThemeOptions } from '@mui/material/styles'
import { type Locale, localeInfo } from '#i18n/locales.ts'
import { fontStacks } from './fonts.ts'
import { palette } from './palette.ts'

// Line heights per script. Nastaliq stacks letters diagonally: a word like "کسٹم" rises 2.2 em
// above the baseline and another falls 0.7 em below it, so at MUI's 1.5, and still at 2.35, the
// lines of a paragraph collide. tests/fonts.spec.ts measures every word on every Urdu page.
const lineHeights: Record<Locale, { body: number; heading: number; control: number }> = {
  en: { body: 1.65, heading: 1.2, control: 1.5 },
  ar: { body: 1.85, heading: 1.5, control: 1.7 },
  ur: { body: 2.7, heading: 2.4, control: 2.3 },
}

export function createAppTheme(locale: Locale) {
  const { dir } = localeInfo[locale]
  const lh = lineHeights[locale]
  // Nastaliq reads small at Latin sizes, and its bold weight costs another 158 KB: Urdu
  // headings use the regular weight, set a little larger.
  const headingWeight = locale === 'ur' ? 400 : 700
  const scale = locale === 'ur' ? 1.08 : 1
  const heading = (size: string) => ({
    fontSize: size,
    fontWeight: headingWeight,
    lineHeight: lh.heading,
  })

  const options: ThemeOptions = {
    direction: dir,
    palette,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: fontStacks[locale],
      fontSize: 14 * scale,
      h1: heading('clamp(2rem, 5vw + 1rem, 3.5rem)'),
      h2: heading('clamp(1.6rem, 2.5vw + 1rem, 2.4rem)'),
      h3: heading('1.35rem'),
      h4: heading('1.2rem'),
      h5: heading('1.1rem'),
      h6: heading('1rem'),
      subtitle1: { lineHeight: lh.body },
      body1: { lineHeight: lh.body },
      body2: { lineHeight: lh.body },
      overline: { lineHeight: lh.control, letterSpacing: locale === 'en' ? '0.08em' : 0 },
      button: { textTransform: 'none', fontWeight: locale === 'ur' ? 400 : 600, lineHeight: lh.control },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // Subtitles are paragraphs, not headings (MUI maps them to <h6> by default).
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
    },
  }
  return createTheme(options)
}

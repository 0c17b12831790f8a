import { createTheme, type ThemeOptions } from '@mui/material/styles'
import { type Locale, localeInfo } from '#i18n/locales.ts'
import { fontStacks } from './fonts.ts'
import { palette } from './palette.ts'
import { textScaleVar } from './textScale.ts'
import { typeSizes } from './typeSizes.ts'

// Line heights per script. Nastaliq stacks letters diagonally: a word like "کسٹم" rises 2.2 em
// above the baseline and another falls 0.7 em below it, so at MUI's 1.5 the lines of a paragraph
// collide. tests/fonts.spec.ts measures every word on every Urdu page.
// Urdu display headings (h1, h2) are large and short: at 2 their lines still clear each other
// (the test measures them), without the gap 2.4 left under the hero's heading. Smaller headings
// wrap in narrow cards, where at 2 a falling letter met the next line: they take 2.2. Body text at
// 2.7 read as double-spaced, and at 2.55 still made phone pages long (round-6 review: Urdu papers
// set about 2). Measured in November 2026: at 2.2 to 2.28 a letter met the line above on the
// legal pages and in a blog card; 2.3 failed too, by a pixel, when the page moved by a fraction
// of one; from 2.32 every page clears at every such offset, except 'کسٹم' in the articles, which
// needed 2.5 there. The body is 2.35, and the articles give the few words that climb as high as
// 'کسٹم' a taller line of their own (ArticleBody.tsx, src/tooling/tallWords.ts).
const lineHeights: Record<Locale, { body: number; display: number; heading: number; control: number }> = {
  en: { body: 1.65, display: 1.2, heading: 1.2, control: 1.5 },
  ar: { body: 1.8, display: 1.45, heading: 1.45, control: 1.7 },
  ur: { body: 2.35, display: 2, heading: 2.2, control: 2.2 },
}

// The smaller headings' sizes. Latin and Arabic headings are bold, and a step above body text is
// enough. Urdu has one Nastaliq weight and no synthesised bold (GlobalStyles), so its headings
// stand out by size alone: each is clearly larger than the body text (17.3 px, 19 px from md up)
// and than the labels (dt, help text) under it, and h6 is never smaller than body text, as it was
// at 1rem.
const headingSizes: Record<Locale, { h3: string; h4: string; h5: string; h6: string }> = {
  en: { h3: '1.35rem', h4: '1.2rem', h5: '1.1rem', h6: '1rem' },
  ar: { h3: '1.35rem', h4: '1.2rem', h5: '1.1rem', h6: '1rem' },
  ur: { h3: '1.35rem', h4: '1.3rem', h5: '1.25rem', h6: '1.1rem' },
}

// A small section's subhead inside a card ("Key benefits", "Recent projects"): in the text's
// colour, a clear step above the body text (en 16 px, ar 18 px, ur 17.3 px, 19 px from md up) and
// under h3, so a label, a subhead and a paragraph read as three levels. Urdu's step is larger:
// size is its only means (one Nastaliq weight).
const subheadSizes: Record<Locale, string> = { en: '1.15rem', ar: '1.25rem', ur: '1.3rem' }

// Phone tap targets: every button and icon button is at least 48 px tall on a phone (WCAG 2.5.5's
// 44 px with room), whatever its text's line height makes it.
const phoneTapTarget = 48

export function createAppTheme(locale: Locale) {
  const { dir } = localeInfo[locale]
  const lh = lineHeights[locale]
  // Nastaliq reads small at Latin sizes, and its bold weight costs another 158 KB: Urdu
  // headings use the regular weight, set larger (headingSizes).
  const headingWeight = locale === 'ur' ? 400 : 700
  const sizes = headingSizes[locale]
  const { base, minimum } = typeSizes[locale]
  // Urdu text is a size larger from md up (textScale.ts): every size below but the display
  // headings', whose clamp() already grows with the screen, times the page's --text-scale.
  const scaled = (size: string) => (locale === 'ur' ? `calc(${size} * var(${textScaleVar}, 1))` : size)
  // MUI's size in rem for a Latin size in px, in this locale, scaled: its variants and its
  // components' own sizes (large buttons, inputs) all come from it.
  const pxToRem = (px: number) => scaled(`${(px * base) / 14 / 16}rem`)
  /** A variant's size: MUI's size for it in this locale, never under the minimum, scaled. */
  const atLeastMinimum = (px: number) => scaled(`${Math.max((px * base) / 14, minimum) / 16}rem`)
  // Balanced headings leave no word alone on their last line ('…نحو / النمو', '…بارے / میں').
  const heading = (size: string, lineHeight = lh.heading) => ({
    fontSize: size,
    fontWeight: headingWeight,
    lineHeight,
    textWrap: 'balance' as const,
  })
  // Paragraphs avoid a lone short word ('ہیں۔') on their last line where the browser can.
  const paragraph = { lineHeight: lh.body, textWrap: 'pretty' as const }

  const options: ThemeOptions = {
    direction: dir,
    palette,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: fontStacks[locale],
      fontSize: base,
      pxToRem,
      h1: heading('clamp(2rem, 5vw + 1rem, 3.5rem)', lh.display),
      h2: heading('clamp(1.6rem, 2.5vw + 1rem, 2.4rem)', lh.display),
      h3: heading(scaled(sizes.h3)),
      h4: heading(scaled(sizes.h4)),
      h5: heading(scaled(sizes.h5)),
      h6: heading(scaled(sizes.h6)),
      subhead: { ...heading(scaled(subheadSizes[locale])), color: palette.text?.primary },
      subtitle1: paragraph,
      body1: paragraph,
      body2: paragraph,
      caption: { fontSize: atLeastMinimum(12) },
      // Arabic and Urdu have no capitals: there an uppercase label shouted only its Latin names
      // ('مشروع مميز: HEARTH & LOOM', round-5 Arabic review).
      overline: {
        fontSize: atLeastMinimum(12),
        lineHeight: lh.control,
        letterSpacing: locale === 'en' ? '0.08em' : 0,
        textTransform: locale === 'en' ? 'uppercase' : 'none',
      },
      button: { textTransform: 'none', fontWeight: locale === 'ur' ? 400 : 600, lineHeight: lh.control },
    },
    components: {
      // Safari reads user-select only with its prefix, and the cache adds none (emotionCache.ts).
      MuiButtonBase: { styleOverrides: { root: { WebkitUserSelect: 'none' } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: phoneTapTarget } }),
          // MUI's small buttons are 13 px: under the Arabic and Urdu minimum.
          sizeSmall: { fontSize: atLeastMinimum(13) },
        },
      },
      MuiIconButton: {
        styleOverrides: {
          root: ({ theme }) => ({
            [theme.breakpoints.down('sm')]: { minWidth: phoneTapTarget, minHeight: phoneTapTarget },
          }),
        },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
      // Subtitles are paragraphs, not headings (MUI maps them to <h6> by default).
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p', subhead: 'h3' } } },
    },
  }
  return createTheme(options)
}

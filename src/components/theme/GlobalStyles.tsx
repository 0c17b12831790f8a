import MuiGlobalStyles from '@mui/material/GlobalStyles'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { latinFontStacks } from './fonts.ts'
import { textScaleVar, urduDesktopTextScale } from './textScale.ts'

// Site-wide rules that no single component owns.
export function GlobalStyles() {
  const { locale } = usePageContext()
  return (
    <MuiGlobalStyles
      styles={(theme) => ({
        // Anchors and the skip link land below the sticky header, not under it. From a laptop up
        // the scroll bar's gutter is always kept: a dialog that locks the page's scrolling (Quick
        // look) took the bar away and moved the header and cards 7 px sideways (Arabic review,
        // round 9). A phone's scroll bar takes no room, and a kept gutter narrowed its menu sheet.
        html: { scrollPaddingTop: 88, [theme.breakpoints.up('md')]: { scrollbarGutter: 'stable' } },
        // The `hidden` attribute wins over any display a component sets.
        '[hidden]': { display: 'none !important' },
        // A focus ring that is always visible, light on the dark bands. The `html` prefix outranks
        // MUI's `outline: 0` on buttons, whose own focus ripple needs JavaScript we do not ship.
        'html :focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        'html .ink :focus-visible': { outlineColor: '#ffd166' },
        '.contact-list': { margin: 0, display: 'grid', gap: theme.spacing(1) },
        '.contact-list dd': { margin: 0 },
        '.contact-list + .contact-list': { marginTop: theme.spacing(2) },
        '.contact-hours': { listStyle: 'none', margin: 0, padding: 0 },
        // An opening time and its closing time stay on one line (BusinessHours).
        '.contact-hours span': { whiteSpace: 'nowrap' },
        // Phone numbers and addresses stay left-to-right inside Arabic and Urdu text, set in the
        // Latin face with digits of one width: in Nastaliq a space is a hairline, and
        // '+971 4 552 9310' read '+9714 552 9310'. Code keeps its monospace face.
        '[dir="rtl"] [dir="ltr"]': { unicodeBidi: 'isolate' },
        '[dir="rtl"] [dir="ltr"]:not(code)': {
          fontFamily: latinFontStacks[locale],
          fontVariantNumeric: 'tabular-nums',
        },
        // One Nastaliq weight ships (decision 0004). A synthesised bold smears its letters, and a
        // bold label outweighed the regular heading above it: Urdu text is never made bold or
        // slanted by the browser, and Urdu headings stand out by size (createAppTheme). Inter,
        // which sets the Latin words, has its own bold. Form controls reset the property with
        // the `font` shorthand, so every element gets it, not only the root.
        ...(locale === 'ur' && { '*, ::before, ::after': { fontSynthesis: 'none' } }),
        // Nastaliq's space is 0.13 em, a hairline beside Inter's 0.28: a Latin word next to Urdu
        // ('WordPress ڈیولپمنٹ', '14 ٹولز') read as glued to it, and Urdu words ran together.
        // The extra 0.15 em is added to every space whatever face sets it, so the metric-matched
        // fallback and the web font break lines alike (taking the spaces from Inter instead made
        // the page shift by 0.02 when Inter arrived after the first layout). Left-to-right
        // snippets, set in Inter, keep their own spaces. It is declared on every element, not
        // inherited from body: an em length inherits as the body's pixels, and a 38 px heading
        // got a 17 px text's space ('ہمیں پیغام' read as one word). Nastaliq's initial پ, ب and
        // ی reach back into the space before them, so it takes a quarter em to read as a gap.
        ...(locale === 'ur' && {
          // A size larger from a laptop up (textScale.ts), the header aside: it keeps its row's
          // sizes, and its text without a variant of its own takes the body size unscaled.
          [theme.breakpoints.up('md')]: {
            ':root': { [textScaleVar]: urduDesktopTextScale },
            'header.MuiAppBar-root': { [textScaleVar]: 1, fontSize: theme.typography.body1.fontSize },
          },
          // Nastaliq's ک and گ lean past the line's start by 4-6 px: a line that begins with one
          // stood out of the column's edge (round-9 review). Paragraphs start a fifth of an em in,
          // so their ink meets the edge; headings keep theirs, the inset is too small to read as a
          // misalignment. Not in articles: their line heights are fitted to how their lines break
          // (ArticleBody's tall words), and the narrower measure brought 'بیرونِ' onto 'سکتی'.
          'main p:not(.article-body p)': { paddingInlineStart: '0.2em' },
          'body, body *': { wordSpacing: '0.25em' },
          '[dir="ltr"], [dir="ltr"] *': { wordSpacing: 'normal' },
          // An underline at the default offset ran through the letters' tails like a strike-through.
          a: { textUnderlineOffset: '0.35em', textDecorationSkipInk: 'auto' },
          // Urdu numbers a list "1۔", with its own full stop, not the Latin "1.".
          '@counter-style urdu-decimal': { system: 'extends decimal', suffix: '"۔ "' },
          ol: { listStyleType: 'urdu-decimal' },
        }),
        // Urdu on another language's page (the note offering the Urdu page) gets the same space:
        // without it, 'اردو میں' in the note read as one word on the English home.
        ...(locale !== 'ur' && {
          '[lang="ur"], [lang="ur"] *': { wordSpacing: '0.25em' },
          '[lang="ur"] a': { textUnderlineOffset: '0.35em', textDecorationSkipInk: 'auto' },
        }),
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      })}
    />
  )
}

import Box from '@mui/material/Box'
import { highlighter } from '#components/theme/palette.ts'
import { proseHeadingSizes } from '#components/theme/proseHeadings.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { tallWordClass } from '../rehypeTallWords.ts'

/**
 * The article's sanitized HTML (built from Markdown at build time; see markdown.server.ts). Line
 * heights come from the theme's body text, measured for Nastaliq: never set lower here.
 */
export function ArticleBody({ html }: { html: string }) {
  const { locale } = usePageContext()
  const sizes = proseHeadingSizes[locale]
  return (
    <Box
      className="article-body"
      sx={(theme) => ({
        ...theme.typography.body1,
        fontSize: '1.125rem',
        // About 75 characters a line in English (at 70ch, Inter's narrow letters made 90). Arabic
        // at 70ch (795 px) ran to 16-18 words a line, and the eye lost its place (Arabic reviewer,
        // round 9); Nastaliq's wider words read well at 70ch.
        maxWidth: locale === 'ur' ? '70ch' : '60ch',
        overflowWrap: 'break-word',
        // Sections open with room above their heading, more than between paragraphs.
        '& h2, & h3, & h4': { mt: 5, mb: 2, scrollMarginTop: theme.spacing(12) },
        // Urdu h2s keep the wrapping headings' line height (2.4): at 2, 'اپنے' above met 'کیسے'
        // below in a two-line h2 (tests/fonts.spec.ts).
        '& h2': { ...theme.typography.h3, fontSize: sizes.h2, mt: { xs: 6, md: 7 } },
        '& h3': { ...theme.typography.h4, fontSize: sizes.h3 },
        '& h4': { ...theme.typography.h5, fontSize: sizes.h4 },
        // A block far below the screen is neither styled nor shaped until the reader comes near:
        // shaping a whole Urdu article in Nastaliq took 40–75 ms of main thread at load, enough to
        // hold its blocking time over Lighthouse's 100 (docs/decisions/0014). Its height is
        // guessed until it has been drawn once, then remembered. Skipping paints the block within
        // its box, so the clip margin leaves room for Nastaliq's tall letters (tests/fonts.spec.ts).
        '& > *': {
          contentVisibility: 'auto',
          containIntrinsicBlockSize: 'auto 8em',
          overflowClipMargin: '1em',
        },
        // A list item fills its lines: 'pretty' broke two-line items early and left a ragged edge
        // ('Where the data is stored / and processed.', round-8 English review).
        '& p': { textWrap: 'pretty' },
        '& li': { textWrap: 'wrap' },
        '& p, & ul, & ol, & blockquote, & table': { my: 2.5 },
        '& ul, & ol': { paddingInlineStart: theme.spacing(3.5) },
        '& li + li': { mt: 1 },
        '& a': { color: 'primary.main' },
        '& blockquote': {
          m: 0,
          paddingInlineStart: theme.spacing(2.5),
          borderInlineStart: `4px solid ${theme.palette.primary.light}`,
          color: 'text.secondary',
        },
        '& table': { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: `1px solid ${theme.palette.divider}`, p: 1, textAlign: 'start' },
        '& code': { fontFamily: 'monospace', fontSize: '0.95em', direction: 'ltr', unicodeBidi: 'isolate' },
        // The "#" shows only while the heading is hovered or the anchor has keyboard focus: always
        // shown, it was noise beside every heading (a stray mark on a phone). Transparent, not
        // hidden, so it stays in the tab order and is read out by its name.
        '& .heading-anchor': {
          marginInlineStart: theme.spacing(1),
          color: 'text.secondary',
          textDecoration: 'none',
          opacity: 0,
        },
        '& :is(h2, h3, h4):hover .heading-anchor, & .heading-anchor:focus-visible': {
          opacity: 1,
          textDecoration: 'underline',
        },
        // Urdu has no bold to spare (one Nastaliq weight, no synthesis): strong text is marked
        // with a pale highlighter, not a colour, which readers took for a link's (round-4 review).
        ...(locale === 'ur' && {
          '& strong': {
            backgroundColor: highlighter,
            paddingInline: '0.15em',
            borderRadius: '2px',
            boxDecorationBreak: 'clone',
            WebkitBoxDecorationBreak: 'clone',
          },
          // A word whose ink climbs 2.2 em or more ('کسٹم', src/tooling/tallWords.ts) met the line
          // above at the body's line height. Two lines stand half of each one's line height apart,
          // so the word's line stands 2.55 from both neighbours, as every line did at the former
          // body height; the rest of the paragraph keeps the body's. Headings keep their own.
          [`& :is(p, li, td, th) .${tallWordClass}`]: {
            lineHeight: 2 * 2.55 - Number(theme.typography.body1.lineHeight),
          },
        }),
      })}
      // Sanitized by rehype-sanitize with a schema that allows no script, style or event handler.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized at build time
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

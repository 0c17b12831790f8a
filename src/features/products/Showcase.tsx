import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Section } from '#components/Section.tsx'
import { screenFile, screenSize, screenSrcSet } from '#components/screenSources.ts'
import { sisterProducts } from '#config/products.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { screenshots, showcaseScreen } from './screenshots.ts'

const toolsName = sisterProducts.find((product) => product.id === 'tools')?.name
const headingId = 'showcase-heading'

// On a phone the three screens sit in one row that scrolls sideways, each snapping into place with
// the next one showing at the edge: one screen tall instead of three. From 600 px they wrap into
// columns as the other card lists do (two, then three), the short last row centred. The row takes
// keyboard focus only so that it can be scrolled with the arrow keys; it holds nothing else to focus.
const listSx: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'flex',
  borderRadius: 2,
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 4 },
  '& > li': { flexGrow: 0, flexShrink: 0, minWidth: 0 },
  [theme.breakpoints.down('sm')]: {
    gap: 2,
    // The row runs to the screen's edges, past the page's 16 px margins, so that no letter at a
    // caption's start is cut by the scrolling box and the next screen peeks in from the edge.
    mx: -2,
    px: 2,
    scrollPaddingInline: theme.spacing(2),
    borderRadius: 0,
    '&:focus-visible': { outlineOffset: -3 },
    overflowX: 'auto',
    scrollSnapType: 'x mandatory',
    overscrollBehaviorX: 'contain',
    '& > li': { flexBasis: '82%', scrollSnapAlign: 'start' },
  },
  [theme.breakpoints.up('sm')]: {
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: 3,
    '& > li': { flexBasis: 'calc((100% - 24px) / 2)' },
  },
  [theme.breakpoints.up('md')]: { '& > li': { flexBasis: 'calc((100% - 48px) / 3)' } },
})

// How wide a screen is drawn (listSx): at most a third of the 1152 px content from 900 px, about
// half the window from 600 px, and 82% of the row on a phone. Short: the page is near its HTML budget.
const sizes = '(min-width: 900px) 368px, (min-width: 600px) 46vw, 76vw'

/**
 * 'See It in Action': three screens of the tools site, in the page's language, each with a caption.
 * As the portfolio's screens (ScreenPicture, in another feature) the width and height attributes
 * reserve the 16:10 space and AVIF comes at three widths; unlike them, a browser without AVIF (none
 * current) gets the 800 px WebP alone: a second <source> would put /ar and /ur/products over
 * their HTML budget. The section is below the fold on
 * every screen, so the pictures wait until they are near it.
 */
export function Showcase() {
  const { t } = useTranslation('products')
  const { locale } = usePageContext()
  return (
    <Section id="showcase" heading={t('showcase.heading')} intro={t('showcase.intro', { name: toolsName })}>
      <Box component="ul" aria-labelledby={headingId} tabIndex={0} sx={listSx}>
        {screenshots.map(({ id, file }) => {
          const screen = showcaseScreen(file, locale)
          return (
            <li key={id}>
              <Box component="figure" sx={{ m: 0 }}>
                <picture>
                  <source type="image/avif" srcSet={screenSrcSet(screen, 'avif')} sizes={sizes} />
                  <Box
                    component="img"
                    src={screenFile(screen, 800, 'webp')}
                    alt={t(`showcase.screens.${id}.alt`, { name: toolsName })}
                    width={screenSize.width}
                    height={screenSize.height}
                    loading="lazy"
                    decoding="async"
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: 'auto',
                      aspectRatio: '16 / 10',
                      bgcolor: '#eef2f9',
                      borderRadius: 2,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  />
                </picture>
                <Typography component="figcaption" color="text.secondary" sx={{ mt: 1.5 }}>
                  {t(`showcase.screens.${id}.caption`)}
                </Typography>
              </Box>
            </li>
          )
        })}
      </Box>
    </Section>
  )
}

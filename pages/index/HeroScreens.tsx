import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { actionBarHeightProperty } from '#components/layout/languageNoteLayout.ts'
import { actionBarHeights } from '#components/layout/PhoneActionBar.tsx'
import { screenFile, screenSrcSet } from '#components/screenSources.ts'
import { caseStudyPath, portfolioProjects, screenWidths } from '#config/portfolioProjects.ts'
import type { Locale } from '#i18n/locales.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { type HeroScreenShape, heroScreenShapes, heroScreens } from './heroScreens.ts'

const labelId = 'hero-work-label'
const ratio = (shape: HeroScreenShape) => heroScreenShapes[shape].height / heroScreenShapes[shape].width
const phoneWidth = (gutters: number) => `min(100vw - ${2 * gutters}px, 36rem)`
/** The header's height above the hero (Header.tsx: its bar, and a 1 px border). */
const headerHeight = (locale: Locale) => (locale === 'ur' ? 80 : 64) + 1
const heroPaddingTop = 64
/** The gap between the text and the screen from 600 px (the grid's `gap: 6`). */
const heroGap = 48
/**
 * On a phone, between the text and the caption: a little closer, so that the caption and the top
 * of the picture's box both fit above the action bar at 390 × 844 in English and Arabic.
 */
const phoneHeroGap = 40
const actionBarTopIn = (locale: Locale) =>
  `100svh - var(${actionBarHeightProperty}, calc(${actionBarHeights[locale]}px + env(safe-area-inset-bottom)))`

/**
 * How much of the picture's box shows above the action bar on a phone at most (a text that leaves
 * less room shows less): its rounded top and the dark top edge of the phone drawn in it, a sign
 * that the work goes on under the bar. Small on purpose: the box gets its picture straight after
 * the first paint only while its area on the screen (the part under the bar counts too) is smaller
 * than the hero text's, so that the text stays the largest paint (heroScreensAfterPaint.client.ts).
 * With the 61 px bar, 40 px stays under the English sentence's area and 24 px under the Arabic
 * one's (the smallest, its lines shorter) on phones 360 to 440 px wide, by 2,400 px² at the least
 * (Arabic at 440 × 956, measured in Chromium); a Urdu text fills the first screen of those phones.
 */
export const heroPeek: Record<Locale, number> = { en: 40, ar: 24, ur: 40 }
/** Between the caption and the picture on a phone, where the caption leads to the picture under it. */
const captionGap = 24

/**
 * The hero's two parts: text and screen side by side from 900 px, the screen taking 45% of the
 * row; on a narrower screen the text, then the screen.
 *
 * On a phone (under 600 px) the first screen ends on the work rather than on a band of nothing
 * (the three reviewers, round 5): the caption ("From our recent work" and the project's link) comes
 * straight after the text, and the top of the picture's box peeks out under it, above the action
 * bar (no more than heroPeek). Where the screen is taller than that, the hero is as tall as it takes
 * for the picture's box to start heroPeek above the bar, and the text's row (1fr) takes what is
 * left over, between the text and the caption: a picture peeking further would outgrow the text as
 * the largest paint. A text taller than the screen (Urdu on most phones) pushes the caption below
 * the first screen, which stays all text, as before.
 *
 * On a tablet the text's row reaches down to the action bar, the text stands in its middle, and
 * the picture's box starts just under the bar, its caption after it as beside the text, so a
 * visitor who stops to read never sees the box empty (the English reviewer, round 4).
 */
export function heroLayout(locale: Locale): SxProps<Theme> {
  const aboveHero = headerHeight(locale) + heroPaddingTop
  const actionBarTop = actionBarTopIn(locale)
  const textRow = `calc(${actionBarTop} + 8px - ${aboveHero + heroGap}px)`
  // The picture's box: the group's width (4 px whole, see below) at 4:5. The hero's end is the
  // box's: a box up to 3.75 px shorter than reckoned here (rounded down) peeks out that much less,
  // never more.
  const pictureHeight = `${phoneWidth(16)} * ${ratio('phone')}`
  return {
    display: 'grid',
    gap: { xs: `${phoneHeroGap}px`, sm: `${heroGap}px` },
    alignItems: { md: 'center' },
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 45%)' },
    gridTemplateRows: { xs: '1fr auto', sm: `minmax(${textRow}, auto)`, md: 'none' },
    minHeight: { xs: `calc(${actionBarTop} - ${heroPeek[locale] + aboveHero}px + ${pictureHeight})`, sm: 0 },
    // On a tablet the text is far shorter than that row: it stands in the row's middle rather
    // than above half a screen of nothing. A phone keeps it under the header, as on every page.
    '& > :first-child': { my: { sm: 'auto', md: 0 } },
  }
}

/**
 * A product screen from the portfolio beside the hero text, or under it on a phone, with the
 * project's name as a link to its case study. Each size has its own crop, close enough for its text
 * to be read: a portrait one on a phone, a wider one beside the text. It never competes with the
 * heading for the first paint: it goes into the page only after the text has painted
 * (heroScreensAfterPaint.client.ts), and its box is reserved (aspect ratio, strict containment), so
 * nothing moves when it arrives.
 */
export function HeroScreens() {
  const { t } = useTranslation('caseStudies')
  const { t: portfolio } = useTranslation('portfolio')
  const { locale } = usePageContext()
  const localize = useLocalize()
  const chosen = heroScreens[locale]
  const project = portfolioProjects.find((candidate) => candidate.id === chosen.project)
  if (!project) return null
  const picture = <HeroPicture screen={chosen.screen} alt={t(`heroAlt.${chosen.project}`)} />
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: { xs: `${captionGap}px`, sm: 2 },
        maxWidth: { xs: '36rem', md: 'none' },
      }}
    >
      <Box
        sx={{
          borderRadius: 3,
          overflow: 'hidden',
          boxShadow: '0 18px 40px rgba(15, 23, 42, 0.18)',
          // A multiple of 4 px wide on a phone gives a whole-pixel height (4:5), so everything under
          // it stays on whole pixels (where round() is unknown, the box simply takes the full width).
          width: { xs: 'round(down, 100%, 4px)', md: 'auto' },
          aspectRatio: {
            xs: `${heroScreenShapes.phone.width} / ${heroScreenShapes.phone.height}`,
            md: `${heroScreenShapes.wide.width} / ${heroScreenShapes.wide.height}`,
          },
          bgcolor: '#eef2f9',
          // Its size never depends on the picture: putting the picture in lays out this box alone,
          // not the Urdu text around it (a new layout of that text is what a phone pays for).
          contain: 'strict',
        }}
      >
        <template data-after-paint="">{picture}</template>
        <noscript>{picture}</noscript>
      </Box>
      {/* The caption under the picture from 600 px; on a phone it comes first (order), at the end of
          the first screen just above the action bar, where the picture's box only peeks out
          (heroLayout). In the page it stays after the picture, so a screen reader reads the group as
          at every width: the picture, then the label and the link (the one Tab stop in the group).
          The link keeps a clear 8 px from the label above it, so that its focus ring (3 px, 2 px
          out) never covers the label's letters; on a phone it is as tall as the theme's phone buttons
          (48 px), a tap target clear of the action bar under it. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          gap: 1,
          order: { xs: -1, sm: 0 },
        }}
      >
        <Typography id={labelId} variant="overline" component="p" color="text.secondary" sx={{ fontWeight: 700 }}>
          {t('heroLabel')}
        </Typography>
        <Link
          href={localize(caseStudyPath(project))}
          underline="hover"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            fontWeight: 600,
            minHeight: { xs: 48, sm: 0 },
          }}
        >
          {portfolio(`projectTexts.${chosen.project}.name`)}
          <DirectionalIcon icon={ArrowForwardIcon} fontSize="small" />
        </Link>
      </Box>
    </Box>
  )
}

const wide = '(min-width: 900px)'
/** 45% of the container's 1,152 px row, or of the screen less its gutters below 1,200 px. */
const wideSizes = '(min-width: 1200px) 519px, calc(45vw - 22px)'
const phoneSizes = phoneWidth(16)
const widest = screenWidths[screenWidths.length - 1] as number

/**
 * The crop for the screen's width, as AVIF then WebP at each width `npm run screens` writes. The
 * width and height of each source give the browser the picture's shape before it loads.
 */
function HeroPicture({ screen, alt }: { screen: string; alt: string }) {
  const files = (shape: HeroScreenShape) => ({ name: `${screen}-${shape}` })
  const size = (shape: HeroScreenShape) => ({ width: widest, height: Math.round(widest * ratio(shape)) })
  return (
    <picture>
      <source
        media={wide}
        type="image/avif"
        srcSet={screenSrcSet(files('wide'), 'avif')}
        sizes={wideSizes}
        {...size('wide')}
      />
      <source
        media={wide}
        type="image/webp"
        srcSet={screenSrcSet(files('wide'), 'webp')}
        sizes={wideSizes}
        {...size('wide')}
      />
      <source type="image/avif" srcSet={screenSrcSet(files('phone'), 'avif')} sizes={phoneSizes} {...size('phone')} />
      <source type="image/webp" srcSet={screenSrcSet(files('phone'), 'webp')} sizes={phoneSizes} {...size('phone')} />
      <Box
        component="img"
        src={screenFile(files('phone'), 800, 'webp')}
        {...size('phone')}
        alt={alt}
        loading="lazy"
        decoding="async"
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </picture>
  )
}

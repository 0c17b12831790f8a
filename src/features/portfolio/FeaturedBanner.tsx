import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { Eyebrow } from '#components/Eyebrow.tsx'
import { KeptNames } from '#components/theme/KeptNames.tsx'
import { featuredCaseStudy, featuredClient } from '#config/featuredProject.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { caseStudyPath, screenIn } from './caseStudyPaths.ts'
import { ScreenPicture } from './ScreenPicture.tsx'
import { useCaseStudyText } from './useCaseStudyText.ts'
import { useProjectText } from './useProjectText.ts'
import { wholeCardLink } from './wholeCardLink.ts'

const labelId = 'featured-banner-label'
const headingId = 'featured-banner-heading'

/**
 * The featured project at the top of the portfolio, before the filters: its name, its headline
 * result and its storefront in the page's language, the whole banner one link to its case study.
 * It has no card in the grid (the grid is the specification's eight), and a visitor who came to
 * the portfolio for it found eight other cards first (Arabic reviewer, round 8). On a phone the
 * storefront's phone crop floats beside the result as a thumbnail; from 600 px the laptop's
 * screen stands beside the text.
 */
export function FeaturedBanner() {
  const { t } = useTranslation('portfolio')
  const { t: tCase } = useTranslation('caseStudies')
  const text = useProjectText(featuredCaseStudy.id)
  const caseText = useCaseStudyText(featuredCaseStudy.id)
  const { locale } = usePageContext()
  const localize = useLocalize()
  return (
    <Box
      component="section"
      aria-labelledby={`${labelId} ${headingId}`}
      sx={{
        position: 'relative',
        mt: { xs: 4, md: 5 },
        p: { xs: 2.5, sm: 3 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        // A phone's float stays inside the banner.
        display: { xs: 'flow-root', sm: 'grid' },
        // The text centred beside the picture, whichever is taller.
        gridTemplateColumns: { sm: '1fr 240px', md: '1fr 320px' },
        gridTemplateRows: '1fr auto auto auto auto 1fr',
        columnGap: { sm: 3, md: 5 },
        '& > :not(picture)': { gridColumn: 1 },
        '&:hover': { borderColor: 'primary.main', boxShadow: '0 12px 28px rgba(15, 23, 42, 0.12)' },
        '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ gridRow: 2 }}>
        <Eyebrow id={labelId}>{t('featured.label')}</Eyebrow>
      </Box>
      <Typography
        id={headingId}
        variant="h3"
        component="h2"
        sx={{ gridRow: 3, fontSize: { xs: '1.3rem', md: '1.6rem' }, mb: 1.5 }}
      >
        <KeptNames>{text('name')}</KeptNames>
      </Typography>
      <ScreenPicture
        screen={screenIn(featuredCaseStudy, locale)}
        alt={caseText('alt')}
        sizes="(min-width: 900px) 320px, (min-width: 600px) 240px, 104px"
        phoneCrop
        sx={{
          float: { xs: 'right' },
          width: { xs: 104, sm: 'auto' },
          marginInlineStart: { xs: 2, sm: 0 },
          mb: { xs: 1, sm: 0 },
          gridColumn: 2,
          gridRow: '1 / -1',
          alignSelf: 'center',
          borderRadius: 2,
          overflow: 'hidden',
          boxShadow: '0 8px 20px rgba(15, 23, 42, 0.12)',
        }}
      />
      <Typography color="text.secondary" sx={{ gridRow: 4, mb: 1.5 }}>
        <KeptNames>{text('outcome')}</KeptNames>
      </Typography>
      <Link
        href={localize(caseStudyPath(featuredCaseStudy))}
        aria-label={tCase('card.readLabel', { name: featuredClient })}
        underline="always"
        sx={{ ...wholeCardLink, gridRow: 5, justifySelf: 'start' }}
      >
        {tCase('card.read')}
        <DirectionalIcon icon={ArrowForwardIcon} fontSize="small" aria-hidden />
      </Link>
    </Box>
  )
}

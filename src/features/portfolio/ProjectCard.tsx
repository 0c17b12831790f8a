import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { KeptNames } from '#components/theme/KeptNames.tsx'
import type { PortfolioProject } from '#config/portfolioProjects.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { CategoryBadge } from './CategoryBadge.tsx'
import { caseStudyPath } from './caseStudyPaths.ts'
import { caseStudyId, projectCardId } from './ids.ts'
import { ScreenLanguageNote } from './ScreenLanguageNote.tsx'
import { ScreenPicture } from './ScreenPicture.tsx'
import { useCaseStudyText } from './useCaseStudyText.ts'
import { useProjectText } from './useProjectText.ts'
import { wholeCardLink } from './wholeCardLink.ts'

/** The card's width at each screen width (CardList: one column, two from sm, three from md). */
export const cardImageSizes = '(min-width: 1200px) 370px, (min-width: 900px) 30vw, (min-width: 600px) 46vw, 94vw'

/**
 * The row under a card's screen: its category at the start and, where the screen is in another
 * language than the page's, that language at the end, as close to the picture as the badge.
 */
export const labelRowSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 1.5,
  rowGap: 0.5,
  mb: -1,
} as const

/**
 * One project: its product screen, category, name and outcome, a visible "Read Case Study" link
 * and a "Quick Look". The first covers the whole card (its ::after), so a click anywhere on the
 * card, or Enter on the link, opens the project's own page, as the same words do on Home (two
 * round-5 reviewers: a link that says "Read" must not open a summary first). Quick Look, above
 * that cover, opens the summary in a dialog with JavaScript (caseStudyDialog.client.ts), and
 * without it goes to the same summary further down this page. Nothing shows only on hover.
 */
export function ProjectCard({ project, firstRow }: { project: PortfolioProject; firstRow: boolean }) {
  const { t } = useTranslation('caseStudies')
  const text = useProjectText(project.id)
  const caseText = useCaseStudyText(project.id)
  const localize = useLocalize()
  const nameId = `${projectCardId(project.id)}-name`
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'grid',
        gridTemplateRows: 'auto 1fr',
        '&:hover': { borderColor: 'primary.main', boxShadow: '0 12px 28px rgba(15, 23, 42, 0.12)' },
        '&:has([data-card-link]:focus-visible)': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
        '@media (prefers-reduced-motion: no-preference)': { transition: 'box-shadow 150ms ease-out' },
        // A card far below the screen is not laid out, so Chrome does not start its lazy picture
        // (it fetches those within about 3,000 px) beside the fonts: on /ur/portfolio on a phone
        // five pictures did, and LCP was 1.80 s (99); with two, 1.67 s (docs/decisions/0013).
        contentVisibility: 'auto',
        containIntrinsicBlockSize: 'auto 560px',
      }}
    >
      <ScreenPicture
        screen={project.screen}
        alt={caseText('alt')}
        sizes={cardImageSizes}
        load={firstRow ? 'near' : 'later'}
        // On a phone a wider crop of the same picture: a card was 500 px tall (600 in Urdu), and
        // the page over 8,000 px. The crop keeps the devices' tops and cuts their bases.
        sx={{ '& img': { aspectRatio: { xs: '2 / 1', sm: '16 / 10' }, objectFit: 'cover', objectPosition: '50% 25%' } }}
      />
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: { xs: 1.5, sm: 2 } }}>
        {/* Over the body, not the screen: on the screen it hid part of the proof (the Urdu
            reviewer, round 5: the POS badge covered its menu tiles). */}
        <Box sx={labelRowSx}>
          <CategoryBadge category={project.category} />
          <ScreenLanguageNote screen={project.screen} sx={{ marginInlineStart: 'auto' }} />
        </Box>
        <Typography id={nameId} variant="h3" component="h3" sx={{ fontSize: '1.25rem' }}>
          <KeptNames>{text('name')}</KeptNames>
        </Typography>
        {/* Whole on a phone too: cut to two lines, it lost the result figure that ends it ('28%
            more orders'), the reason to open the case study (English and Urdu reviewers, round 7). */}
        <Typography color="text.secondary">
          <KeptNames>{text('outcome')}</KeptNames>
        </Typography>
        <Box
          sx={{
            mt: 'auto',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Link
            href={localize(caseStudyPath(project))}
            data-card-link=""
            aria-label={t('card.readLabel', { name: text('name') })}
            underline="always"
            sx={wholeCardLink}
          >
            {t('card.read')}
            <DirectionalIcon icon={ArrowForwardIcon} fontSize="small" aria-hidden />
          </Link>
          <Link
            href={`#${caseStudyId(project.id)}`}
            data-case={caseStudyId(project.id)}
            aria-label={t('card.quickLabel', { name: text('name') })}
            underline="hover"
            sx={{
              // Above the card-wide link's cover, so a click here is its own.
              position: 'relative',
              zIndex: 1,
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
              // On a phone a plain second link, lighter than the card's own: on a pill it read as
              // a second way to the same story (the English reviewer, round 6).
              px: { xs: 1, sm: 1.5 },
              border: { xs: 0, sm: 1 },
              borderColor: { sm: 'divider' },
              borderRadius: 999,
              fontWeight: 600,
              textDecoration: { xs: 'underline', sm: 'none' },
              '&:hover': { borderColor: 'primary.main' },
            }}
          >
            {t('card.quick')}
          </Link>
        </Box>
      </Box>
    </Card>
  )
}

import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
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
import { MetricList } from './MetricList.tsx'
import { ScreenLanguageNote } from './ScreenLanguageNote.tsx'
import { ScreenPicture } from './ScreenPicture.tsx'
import { useCaseStudyText } from './useCaseStudyText.ts'
import { useProjectText } from './useProjectText.ts'

const parts = ['client', 'challenge', 'built', 'result'] as const

/**
 * The story of one project in short, on the portfolio page: its screen, who the client is, what
 * was wrong, what we built, what changed, and then, as wide as the text and in the primary colour,
 * the way on to its own page with the whole story (timeline, technology, results): reviewers who
 * reached the end of the short version did not see the small link in the dialog's header.
 * caseStudyDialog.client.ts shows it in the dialog; data-page-url is where the dialog's header
 * link leads.
 */
export function CaseStudy({ project }: { project: PortfolioProject }) {
  const { t } = useTranslation('portfolio')
  const { t: tCase } = useTranslation('caseStudies')
  const text = useProjectText(project.id)
  const caseText = useCaseStudyText(project.id)
  const localize = useLocalize()
  const id = caseStudyId(project.id)
  const pageUrl = localize(caseStudyPath(project))
  return (
    <Box
      component="article"
      id={id}
      aria-labelledby={`${id}-heading`}
      data-page-url={pageUrl}
      sx={{ scrollMarginTop: 88 }}
    >
      <CategoryBadge category={project.category} />
      <Typography id={`${id}-heading`} variant="h3" component="h3" sx={{ mt: 1.5, mb: 2 }}>
        <KeptNames>{text('name')}</KeptNames>
      </Typography>
      <Box sx={{ mb: 3 }}>
        <ScreenPicture
          screen={project.screen}
          alt={caseText('alt')}
          sizes="(min-width: 800px) 640px, 92vw"
          sx={{ borderRadius: 2, overflow: 'hidden' }}
        />
        <ScreenLanguageNote screen={project.screen} sx={{ mt: 1 }} />
      </Box>
      <Box component="dl" sx={{ m: 0, '& dd': { m: 0, mb: 2 } }}>
        {parts.map((part) => (
          <Box key={part} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {t(`caseStudy.${part}`)}
            </Typography>
            <Typography component="dd" color="text.secondary">
              <KeptNames>{text(part)}</KeptNames>
            </Typography>
          </Box>
        ))}
      </Box>
      {project.metrics && <MetricList metrics={project.metrics} />}
      <Box sx={{ mt: 4, display: 'grid', gap: 1.5, justifyItems: 'center' }}>
        {/* Its name says which study: without JavaScript all eight are on the page at once. */}
        <Button
          variant="contained"
          size="large"
          fullWidth
          href={pageUrl}
          aria-label={tCase('summary.readFullLabel', { name: text('name') })}
          endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}
          sx={{ minHeight: 52 }}
        >
          {tCase('summary.readFull')}
        </Button>
        <Link
          href={localize('/contact')}
          sx={{ fontWeight: 700, minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
        >
          {t('cta')}
        </Link>
      </Box>
      {/* Only for the no-JavaScript page: inside the dialog the close button does this job. */}
      <Link href={`#${projectCardId(project.id)}`} data-back-link sx={{ display: 'inline-block', mt: 3 }}>
        {t('caseStudy.backToProjects')}
      </Link>
    </Box>
  )
}

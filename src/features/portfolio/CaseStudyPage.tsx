import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { screenFile, screenSize } from '#components/screenSources.ts'
import { KeptNames } from '#components/theme/KeptNames.tsx'
import { sectionTint } from '#components/theme/palette.ts'
import { featuredCaseStudy } from '#config/featuredProject.ts'
import type { PortfolioProject } from '#config/portfolioProjects.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { CategoryBadge } from './CategoryBadge.tsx'
import { ClientProof } from './ClientProof.tsx'
import { screenIn } from './caseStudyPaths.ts'
import { FeaturedFigures } from './FeaturedFigures.tsx'
import { MetricList } from './MetricList.tsx'
import { ScreenLanguageNote } from './ScreenLanguageNote.tsx'
import { ScreenPicture } from './ScreenPicture.tsx'
import { SimilarProjects } from './SimilarProjects.tsx'
import { timelineRanges, totalWeeks } from './timelineWeeks.ts'
import { useCaseStudyText } from './useCaseStudyText.ts'
import { useProjectText } from './useProjectText.ts'

const builtPoints = ['b1', 'b2', 'b3'] as const

function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: { xs: 5, md: 7 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  )
}

/**
 * The measured results: the project's metrics, or for the featured project the two captioned
 * groups its section shows (results, and the service we run for it), with the same figures.
 */
function ProjectFigures({ project }: { project: PortfolioProject }) {
  if (project.id === featuredCaseStudy.id) {
    return (
      <Box sx={{ mt: 3 }}>
        <FeaturedFigures />
      </Box>
    )
  }
  return project.metrics ? <MetricList metrics={project.metrics} /> : null
}

/**
 * A project's own page: its screen (the one of the page's language, where the product has one
 * per market) and the whole story, then similar projects.
 */
export function CaseStudyPage({ project }: { project: PortfolioProject }) {
  const { t } = useTranslation('caseStudies')
  const { t: tPortfolio } = useTranslation('portfolio')
  const { t: tCommon } = useTranslation('common')
  const text = useProjectText(project.id)
  const caseText = useCaseStudyText(project.id)
  const localize = useLocalize()
  const { locale } = usePageContext()
  const screen = screenIn(project, locale)
  return (
    <>
      <Box
        component="section"
        aria-labelledby="page-heading"
        sx={{ bgcolor: sectionTint, pt: { xs: 4, md: 6 }, pb: 6 }}
      >
        <Container maxWidth="lg">
          <Box component="nav" aria-label={t('page.breadcrumb')} sx={{ mb: 3 }}>
            <Box
              component="ol"
              sx={(theme) => ({
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                // Each separator ends the item before it, so a wrapped trail never starts a line
                // with '/' (in both directions: the item's end is its reading end).
                '& li:not(:last-child)::after': { content: '"/"', color: 'text.secondary', marginInlineStart: 1 },
                // On a phone the trail stops at the portfolio: the project's long name, repeated
                // just above the same name as the heading, filled the first screen twice (the Urdu
                // reviewer, round 6). The heading names the page.
                [theme.breakpoints.down('sm')]: {
                  '& li:last-child': { display: 'none' },
                  '& li:nth-last-child(2)::after': { content: 'none' },
                },
              })}
            >
              <li>
                <Link href={localize('/')}>{tCommon('nav.home')}</Link>
              </li>
              <li>
                <Link href={localize('/portfolio')}>{tCommon('nav.portfolio')}</Link>
              </li>
              <li aria-current="page">
                <KeptNames>{text('name')}</KeptNames>
              </li>
            </Box>
          </Box>
          <CategoryBadge category={project.category} />
          <Typography id="page-heading" variant="h1" sx={{ mt: 2, mb: 4, fontSize: { xs: '2rem', md: '2.75rem' } }}>
            <KeptNames>{text('name')}</KeptNames>
          </Typography>
          {/* A tap opens the largest file, where the screen's own text can be zoomed into: the line under
              the picture says so, before the tap leaves the page for a bare image (the reviewer,
              round 5). Below 600 px the featured storefront shows its phone crop, readable as it is. */}
          <Link
            href={screenFile(screen, screenSize.width, 'webp')}
            sx={{ display: 'block', borderRadius: 3, cursor: 'zoom-in', fontSize: '0.875rem', fontWeight: 600 }}
          >
            <ScreenPicture
              screen={screen}
              alt={caseText('alt')}
              sizes="(min-width: 1200px) 1152px, 94vw"
              load="first"
              phoneCrop
              sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 16px 40px rgba(15, 23, 42, 0.12)' }}
            />
            <Box component="span" sx={{ display: 'inline-block', mt: 1.5 }}>
              {t('page.fullSize')}
            </Box>
          </Link>
          {/* Outside the link: its words are the link's name. */}
          <ScreenLanguageNote screen={screen} sx={{ mt: 0.5 }} />
          {/* After the screen: a line that wraps differently once a late font arrives moves nothing above the fold. */}
          <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: 760, fontSize: '1.15rem', mt: 4 }}>
            <KeptNames>{text('outcome')}</KeptNames>
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 9 } }}>
        <Part id="client-heading" heading={t('page.client')}>
          <Typography>
            <KeptNames>{text('client')}</KeptNames>
          </Typography>
        </Part>
        <Part id="challenge-heading" heading={t('page.challenge')}>
          <Typography>{caseText('challenge')}</Typography>
        </Part>
        {/* The points alone: portfolio's one-paragraph summary of the same work is for the short case study. */}
        <Part id="built-heading" heading={t('page.built')}>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 1.5 }}>
            {builtPoints.map((point) => (
              <li key={point}>{caseText(`built.${point}`)}</li>
            ))}
          </Box>
        </Part>
        <Part id="timeline-heading" heading={t('page.timeline')}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('page.totalWeeks', { count: totalWeeks(project.timeline) })}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
            {timelineRanges(project.timeline).map(({ key, from, to }) => (
              <Box
                component="li"
                key={key}
                sx={{ borderInlineStart: '3px solid', borderColor: 'secondary.main', paddingInlineStart: 2, py: 0.5 }}
              >
                <Typography component="p" sx={{ fontWeight: 700 }}>
                  {t(`steps.${key}`)}
                  {' · '}
                  <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                    {from === to ? t('page.week', { from }) : t('page.weeks', { from, to })}
                  </Typography>
                </Typography>
                <Typography color="text.secondary">{caseText(`timeline.${key}`)}</Typography>
              </Box>
            ))}
          </Box>
        </Part>
        <Part id="stack-heading" heading={t('page.stack')}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: { xs: 1.5, sm: 2 } }}
          >
            {project.stack.map((item) => (
              <Box key={item.name} sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 2 }}>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  <bdi>{item.name}</bdi>
                </Typography>
                <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
                  {t(`stackRoles.${item.role}`)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Part>
        <Part id="results-heading" heading={t('page.results')}>
          {/* The figures are said once, in the cards; the text says what they cover and what else changed. */}
          <Typography>
            <KeptNames>{text('result')}</KeptNames>
          </Typography>
          <ProjectFigures project={project} />
        </Part>
        <ClientProof projectId={project.id} />
      </Container>
      <Box component="section" aria-labelledby="similar-heading" sx={{ bgcolor: sectionTint, py: { xs: 6, md: 9 } }}>
        <Container maxWidth="lg">
          <Typography id="similar-heading" variant="h2" sx={{ mb: 4 }}>
            {t('page.similar')}
          </Typography>
          <SimilarProjects project={project} />
          {/* Two buttons, stacked on a phone: two links joined by a dot read as one phrase in
              Nastaliq (the Urdu reviewer, round 8). The next step is the filled one. */}
          <Box sx={{ mt: 4, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
            <Button variant="contained" size="large" href={localize('/contact')}>
              {tPortfolio('cta')}
            </Button>
            <Button variant="outlined" size="large" href={localize('/portfolio')}>
              {t('page.allProjects')}
            </Button>
          </Box>
        </Container>
      </Box>
    </>
  )
}

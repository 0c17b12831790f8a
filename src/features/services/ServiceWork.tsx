import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { caseStudyPath } from '#config/portfolioProjects.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import type portfolioEn from '#locales/en/portfolio.json'
import { serviceTimeline } from './serviceTimeline.ts'
import { portfolioCategoryPath, type ServiceWork as Work } from './serviceWork.ts'

type ProjectId = keyof (typeof portfolioEn)['projectTexts']

/**
 * A service's proof: how long its case studies took, a link to each, and the portfolio filtered to
 * the service. The answer to "how long will it take?" and "have you done this before?".
 */
export function ServiceWork({ serviceId, work }: { serviceId: string; work: Work }) {
  const { t } = useTranslation('services')
  const { t: portfolio } = useTranslation('portfolio')
  const localize = useLocalize()
  const headingId = `${serviceId}-work`
  return (
    <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
      {/* The timeline first, then the projects under their own heading: under "Recent Projects"
          the timeline read as one of them (English reviewer, round 6). */}
      <Typography sx={{ display: 'flex', gap: 1.25, mb: 2.5 }}>
        {/* One line tall, so the clock sits on the first line whatever the script's line height. */}
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', height: '1lh', flexShrink: 0 }}>
          <ScheduleIcon aria-hidden color="secondary" fontSize="small" />
        </Box>
        <span>{serviceTimeline(t, work)}</span>
      </Typography>
      <Typography id={headingId} variant="subhead" sx={{ mb: 1.5 }}>
        {t('work.heading')}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ m: 0, mb: 2, ps: 3, listStyleType: 'disc', display: 'grid', gap: 0.75 }}
      >
        {work.projects.map((project) => (
          <li key={project.id}>
            <Link href={localize(caseStudyPath(project))}>
              {portfolio(`projectTexts.${project.id as ProjectId}.name`)}
            </Link>
          </li>
        ))}
      </Box>
      {/* The portfolio filtered to the service's category; a service shown by tagged projects
          has none, and goes to the whole portfolio. */}
      <Link
        href={localize(work.category ? portfolioCategoryPath(work.category) : '/portfolio')}
        underline="hover"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          fontWeight: (theme) => theme.typography.button.fontWeight,
        }}
      >
        {work.category ? t('work.link', { service: t(`work.names.${work.category}`) }) : t('work.allLink')}
        <DirectionalIcon icon={ArrowForwardIcon} fontSize="small" />
      </Link>
    </Box>
  )
}

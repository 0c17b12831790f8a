import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { CardList } from '#components/CardList.tsx'
import { KeptNames } from '#components/theme/KeptNames.tsx'
import type { PortfolioProject } from '#config/portfolioProjects.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { CategoryBadge } from './CategoryBadge.tsx'
import { caseStudyPath, caseStudyProjects, screenIn } from './caseStudyPaths.ts'
import { labelRowSx } from './ProjectCard.tsx'
import { ScreenLanguageNote } from './ScreenLanguageNote.tsx'
import { ScreenPicture } from './ScreenPicture.tsx'
import { similarProjects } from './similarProjects.ts'
import { useCaseStudyText } from './useCaseStudyText.ts'
import { useProjectText } from './useProjectText.ts'

function SimilarCard({ project }: { project: PortfolioProject }) {
  const text = useProjectText(project.id)
  const caseText = useCaseStudyText(project.id)
  const localize = useLocalize()
  const { locale } = usePageContext()
  const screen = screenIn(project, locale)
  return (
    <Box
      sx={{
        position: 'relative',
        height: '100%',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <ScreenPicture screen={screen} alt={caseText('alt')} sizes="(min-width: 900px) 370px, 94vw" />
      <Box sx={{ p: 2.5, display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Box sx={{ ...labelRowSx, mb: 0, justifySelf: 'stretch' }}>
          <CategoryBadge category={project.category} />
          <ScreenLanguageNote screen={screen} sx={{ marginInlineStart: 'auto' }} />
        </Box>
        <Typography component="h3" variant="h3" sx={{ fontSize: '1.15rem' }}>
          <Link
            href={localize(caseStudyPath(project))}
            underline="hover"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            <KeptNames>{text('name')}</KeptNames>
          </Link>
        </Typography>
      </Box>
    </Box>
  )
}

/**
 * Three other case studies, those the project names first (Hearth & Loom's among them, showing
 * the storefront of the page's language), then its category; each whole card is its link.
 */
export function SimilarProjects({ project }: { project: PortfolioProject }) {
  return (
    <CardList>
      {similarProjects(project, caseStudyProjects).map((similar) => (
        <li key={similar.id}>
          <SimilarCard project={similar} />
        </li>
      ))}
    </CardList>
  )
}

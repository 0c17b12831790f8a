import Box from '@mui/material/Box'
import { CardList } from '#components/CardList.tsx'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { projectCardId } from './ids.ts'
import { ProjectCard } from './ProjectCard.tsx'
import { hiddenWithoutScriptSx } from './ProjectFilters.tsx'
import { projectsFor } from './projectsFor.ts'

/**
 * The first row: three cards on a wide screen, whose pictures load at normal priority once layout
 * puts them on screen; on a phone they are below the intro and wait (ScreenPicture's 'near').
 */
const firstRowCards = 3

/**
 * The eight project cards, the reader's own market first; projectFilter.client.ts hides those the chosen filter leaves out, and
 * without it their CSS does, by the filter link that is the page's :target (ProjectFilters).
 */
export function ProjectGrid() {
  const { locale } = usePageContext()
  return (
    <CardList>
      {projectsFor(locale).map((project, index) => (
        <Box
          component="li"
          key={project.id}
          id={projectCardId(project.id)}
          data-project-category={project.category}
          sx={{ scrollMarginTop: 88, ...hiddenWithoutScriptSx(project.category) }}
        >
          <ProjectCard project={project} firstRow={index < firstRowCards} />
        </Box>
      ))}
    </CardList>
  )
}

import Box from '@mui/material/Box'
import { CardList } from '#components/CardList.tsx'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { projectCardId } from './ids.ts'
import { ProjectCard } from './ProjectCard.tsx'
import { hiddenWithoutScriptSx } from './ProjectFilters.tsx'

/**
 * The first row: three cards on a wide screen, whose pictures load at normal priority once layout
 * puts them on screen; on a phone they are below the intro and wait (ScreenPicture's 'near').
 */
const firstRowCards = 3

/**
 * The eight project cards; projectFilter.client.ts hides those the chosen filter leaves out, and
 * without it their CSS does, by the filter link that is the page's :target (ProjectFilters).
 */
export function ProjectGrid() {
  return (
    <CardList>
      {portfolioProjects.map((project, index) => (
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

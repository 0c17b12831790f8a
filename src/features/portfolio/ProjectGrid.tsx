import Box from '@mui/material/Box'
import { CardList } from '#components/CardList.tsx'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { projectCardId } from './ids.ts'
import { ProjectCard } from './ProjectCard.tsx'

/** Pictures in the first row (three cards on a wide screen) load at once; the rest when near. */
const eagerCards = 3

/** The eight project cards; projectFilter.client.ts hides those the chosen filter leaves out. */
export function ProjectGrid() {
  return (
    <CardList>
      {portfolioProjects.map((project, index) => (
        <Box
          component="li"
          key={project.id}
          id={projectCardId(project.id)}
          data-project-category={project.category}
          sx={{ scrollMarginTop: 88 }}
        >
          <ProjectCard project={project} eager={index < eagerCards} />
        </Box>
      ))}
    </CardList>
  )
}

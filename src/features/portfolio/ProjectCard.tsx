import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import type { PortfolioProject } from '#config/portfolioProjects.ts'
import { CategoryBadge } from './CategoryBadge.tsx'
import { caseStudyId, projectCardId } from './ids.ts'
import { useProjectText } from './useProjectText.ts'

const revealed = { opacity: 1 }

/**
 * One project: picture, category, name and outcome. The View control sits over the picture and
 * shows on hover and on keyboard focus, and always on touch screens, which cannot hover. It is a
 * link to the case study further down the page until caseStudyDialog.client.ts swaps in the
 * button that opens the dialog.
 */
export function ProjectCard({ project, eager }: { project: PortfolioProject; eager: boolean }) {
  const { t } = useTranslation('portfolio')
  const text = useProjectText(project.id)
  const nameId = `${projectCardId(project.id)}-name`
  const viewProps = {
    'data-case': caseStudyId(project.id),
    'aria-label': t('card.viewLabel', { name: text('name') }),
    variant: 'contained',
    size: 'small',
    endIcon: <DirectionalIcon icon={ArrowForwardIcon} />,
    className: 'view',
    sx: { gridArea: 'media', alignSelf: 'end', justifySelf: 'end', m: 1.5 },
  } as const
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        height: '100%',
        display: 'grid',
        gridTemplateAreas: '"media" "body"',
        gridTemplateRows: 'auto 1fr',
        '& .view': { opacity: 0 },
        '&:hover .view, &:focus-within .view': revealed,
        '@media (hover: none)': { '& .view': revealed },
        '@media (prefers-reduced-motion: no-preference)': { '& .view': { transition: 'opacity 150ms ease-out' } },
      }}
    >
      <Box
        component="img"
        src={project.image.src}
        width={project.image.width}
        height={project.image.height}
        alt={text('imageAlt')}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        sx={{ gridArea: 'media', display: 'block', width: '100%', height: 'auto', bgcolor: 'grey.100' }}
      />
      <CategoryBadge
        category={project.category}
        sx={{ gridArea: 'media', alignSelf: 'start', justifySelf: 'start', m: 1.5 }}
      />
      <Box sx={{ gridArea: 'body', p: 3 }}>
        <Typography id={nameId} variant="h3" component="h3" gutterBottom sx={{ fontSize: '1.25rem' }}>
          {text('name')}
        </Typography>
        <Typography color="text.secondary">{text('outcome')}</Typography>
      </Box>
      <Button {...viewProps} href={`#${caseStudyId(project.id)}`}>
        {t('card.view')}
      </Button>
      <Button {...viewProps} hidden aria-haspopup="dialog">
        {t('card.view')}
      </Button>
    </Card>
  )
}

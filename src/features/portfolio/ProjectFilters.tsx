import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { portfolioFilters, portfolioProjects } from '#config/portfolioProjects.ts'
import { countShown, showAll } from './categoryFilter.ts'
import { useCategoryLabel } from './useCategoryLabel.ts'

const categories = portfolioProjects.map((project) => project.category)

// The filter buttons only work with JavaScript: the page is prerendered, so ?category cannot
// change what the server sends. Without the script they would be buttons that do nothing, or
// links that reload the same unfiltered list, so the bar stays invisible (and out of the
// accessibility tree) until projectFilter.client.ts marks it ready. Its space is kept, so the
// cards do not jump when it appears; a visitor without JavaScript simply sees every project,
// each with its category badge. Each button carries the sentence the live region announces.
export function ProjectFilters() {
  const { t } = useTranslation('portfolio')
  const categoryLabel = useCategoryLabel()
  const status = (filter: string) =>
    t('filters.status', {
      count: countShown(categories, filter),
      total: categories.length,
      category: filter === showAll ? t('filters.all') : categoryLabel(filter),
    })
  return (
    <Box data-project-filters sx={{ mb: 4, minHeight: 88, '&:not([data-ready])': { visibility: 'hidden' } }}>
      <Box role="group" aria-label={t('filters.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {portfolioFilters.map((filter) => (
          <Button
            key={filter}
            type="button"
            variant="outlined"
            data-filter={filter}
            data-status={status(filter)}
            aria-pressed={filter === showAll}
            sx={{
              borderRadius: 999,
              px: 2.5,
              '&[aria-pressed="true"]': {
                bgcolor: 'primary.main',
                borderColor: 'primary.main',
                color: 'primary.contrastText',
              },
            }}
          >
            {filter === showAll ? t('filters.all') : categoryLabel(filter)}
          </Button>
        ))}
      </Box>
      <Typography role="status" aria-live="polite" color="text.secondary" sx={{ mt: 1.5 }}>
        {status(showAll)}
      </Typography>
    </Box>
  )
}

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { portfolioCategories, portfolioFilters, portfolioProjects } from '#config/portfolioProjects.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { categoryParam, showAll } from './categoryFilter.ts'
import { filterStatus } from './filterStatus.ts'
import { filterAnchorId } from './ids.ts'
import { useCategoryLabel } from './useCategoryLabel.ts'

const categories = portfolioProjects.map((project) => project.category)

/** The filter bar's own styles without JavaScript: the :target link is the chosen filter. */
const withoutScript = '[data-project-filters]:not([data-ready])'

/** No filter link is the target: every project shows, and "All" is the chosen one. */
const noTarget = `${withoutScript}:not(:has([data-filter]:target))`

/**
 * A card's rule without JavaScript: hidden while another category's filter link is the :target
 * (each link's fragment makes it one when the link loads the page).
 */
export function hiddenWithoutScriptSx(category: string) {
  const others = portfolioCategories.filter((other) => other !== category)
  const targets = others.map((other) => `#${filterAnchorId(other)}:target`).join(', ')
  return { [`html:has(${withoutScript} :is(${targets})) &`]: { display: 'none' } }
}

// The filters are links to the filtered address (?category=pos), which the script follows in
// place: it turns them into toggle buttons (role, aria-pressed), hides the other cards, keeps the
// choice in the URL and announces the count. Without the script the link loads the page again,
// and its fragment (#filter-pos) makes it the :target that CSS filters by: the other cards hide,
// the link looks chosen and the status line gives its own count. Each link carries the sentence
// the script announces (data-status).
export function ProjectFilters() {
  const { t } = useTranslation('portfolio')
  const categoryLabel = useCategoryLabel()
  const localize = useLocalize()
  const status = (filter: string) => filterStatus(t, filter, categories)
  const href = (filter: string) =>
    `${localize('/portfolio')}${filter === showAll ? '' : `?${categoryParam}=${filter}`}#${filterAnchorId(filter)}`
  const chosen = { bgcolor: 'primary.main', borderColor: 'primary.main', color: 'primary.contrastText' }
  return (
    <Box data-project-filters sx={{ mb: 4 }}>
      <Box role="group" aria-label={t('filters.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {portfolioFilters.map((filter) => (
          <Button
            key={filter}
            id={filterAnchorId(filter)}
            href={href(filter)}
            variant="outlined"
            data-filter={filter}
            data-status={status(filter)}
            sx={{
              borderRadius: 999,
              px: 2.5,
              // Reached by its fragment without JavaScript: the bar shows under the sticky header.
              scrollMarginTop: 128,
              '&[aria-pressed="true"]': chosen,
              // Without the script a choice loads a new page: its chip must arrive chosen, not fade
              // from the outlined look (a reviewer's screenshot caught it half way, grey on blue).
              [`${withoutScript} &`]: { transition: 'none' },
              [`${withoutScript} &:target`]: chosen,
              ...(filter === showAll ? { [`${noTarget} &`]: chosen } : {}),
            }}
          >
            {filter === showAll ? t('filters.all') : categoryLabel(filter)}
          </Button>
        ))}
      </Box>
      <Typography
        role="status"
        aria-live="polite"
        color="text.secondary"
        sx={{
          mt: 1.5,
          '& [data-status-for]': { display: 'none' },
          [`${noTarget} & [data-status-for="${showAll}"]`]: { display: 'inline' },
          ...Object.fromEntries(
            portfolioFilters.map((filter) => [
              `${withoutScript}:has(#${filterAnchorId(filter)}:target) & [data-status-for="${filter}"]`,
              { display: 'inline' },
            ]),
          ),
          // With the script, the line is the script's: it keeps only the sentence for "All".
          '[data-ready] & [data-status-for]': { display: 'inline' },
        }}
      >
        {portfolioFilters.map((filter) => (
          <span key={filter} data-status-for={filter}>
            {status(filter)}
          </span>
        ))}
      </Typography>
    </Box>
  )
}

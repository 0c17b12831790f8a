import CheckIcon from '@mui/icons-material/CheckCircleOutlined'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Tool, toolCatalogue } from '#config/toolCatalogue.ts'
import { categoryIcons } from './categoryIcons.ts'
import { ToolTile } from './ToolTile.tsx'
import { categoryAnchor } from './toolCategoryAnchor.ts'

type Category = (typeof toolCatalogue)[number]

/**
 * One category as a native <details>: closed, it is one row (name, tool count, and for the video
 * tools 'Coming soon'); open, it shows what the category offers and its tools. It opens and
 * closes without JavaScript; toolCategoryHash.client.ts only ties it to the URL hash. The links
 * stay in the HTML while it is closed, so search engines still find every tool.
 */
export function ToolCategoryDetails({ category }: { category: Category }) {
  const { t } = useTranslation('products')
  const anchor = categoryAnchor(category.id)
  const Icon = categoryIcons[category.id]
  const name = t(`categories.${category.id}.name`)
  const features = Object.values(t(`categories.${category.id}.features`, { returnObjects: true }))
  const tools: readonly Category['tools'][number][] = category.tools
  const unavailable = tools.every((tool: Tool) => tool.comingSoon)
  return (
    <Box
      component="details"
      id={anchor}
      data-tool-category=""
      aria-labelledby={`${anchor}-heading`}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderStyle: unavailable ? 'dashed' : 'solid',
        borderRadius: 2,
        bgcolor: unavailable ? 'transparent' : 'background.paper',
        '&[open]': { borderColor: unavailable ? 'divider' : 'primary.light' },
        '&[open] > summary .category-chevron': { transform: 'rotate(180deg)' },
      }}
    >
      <Box
        component="summary"
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          columnGap: 1.5,
          rowGap: 0.5,
          minHeight: 56,
          px: { xs: 2, md: 2.5 },
          py: 1,
          cursor: 'pointer',
          borderRadius: 2,
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&:hover h3': { textDecoration: 'underline' },
          color: unavailable ? 'text.secondary' : 'text.primary',
        }}
      >
        <Icon aria-hidden color={unavailable ? 'inherit' : 'primary'} />
        <Typography id={`${anchor}-heading`} variant="h3" component="h3" sx={{ fontSize: '1.15rem' }}>
          {name}
        </Typography>
        <Typography component="span" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
          {t('catalogue.toolCount', { count: tools.length })}
        </Typography>
        {unavailable && (
          <Box
            component="span"
            sx={{
              fontSize: '0.85rem',
              fontWeight: (theme) => theme.typography.button.fontWeight,
              px: 1,
              borderRadius: 8,
              bgcolor: 'divider',
              color: 'text.primary',
            }}
          >
            {t('catalogue.comingSoon')}
          </Box>
        )}
        <ExpandMoreIcon
          aria-hidden
          className="category-chevron"
          sx={{ marginInlineStart: 'auto', color: 'text.secondary', transition: 'transform 150ms' }}
        />
      </Box>
      <Box sx={{ px: { xs: 2, md: 2.5 }, pb: { xs: 2, md: 2.5 }, pt: 0.5 }}>
        <Typography color="text.secondary" sx={{ mb: 1.5, maxWidth: 760 }}>
          {t(`categories.${category.id}.description`)}
        </Typography>
        <Box
          component="ul"
          aria-label={t('catalogue.featuresLabel')}
          sx={{ listStyle: 'none', m: 0, mb: 2.5, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}
        >
          {features.map((feature) => (
            <Box
              component="li"
              key={feature}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.9rem' }}
            >
              <CheckIcon aria-hidden color="secondary" sx={{ fontSize: '1.1rem' }} />
              {feature}
            </Box>
          ))}
        </Box>
        <Box
          component="ul"
          aria-label={t('catalogue.toolsLabel', { category: name })}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10.5rem), 1fr))',
          }}
        >
          {tools.map((tool) => (
            <li key={tool.id}>
              <ToolTile tool={tool} />
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  )
}

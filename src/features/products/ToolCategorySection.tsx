import CheckIcon from '@mui/icons-material/CheckCircleOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { toolCatalogue } from '#config/toolCatalogue.ts'
import { categoryIcons } from './categoryIcons.ts'
import { ToolTile } from './ToolTile.tsx'

type Category = (typeof toolCatalogue)[number]

/** The section id of a category, also the target of the jump links. */
export const categoryAnchor = (id: Category['id']) => `tools-${id}`

/** One category: heading with its tool count, what it offers, and a grid of its tools. */
export function ToolCategorySection({ category }: { category: Category }) {
  const { t } = useTranslation('products')
  const anchor = categoryAnchor(category.id)
  const Icon = categoryIcons[category.id]
  const name = t(`categories.${category.id}.name`)
  const features = Object.values(t(`categories.${category.id}.features`, { returnObjects: true }))
  const tools: readonly Category['tools'][number][] = category.tools
  return (
    <Box component="section" id={anchor} aria-labelledby={`${anchor}-heading`}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mb: 1 }}>
        <Icon aria-hidden color="primary" />
        <Typography id={`${anchor}-heading`} variant="h3" component="h3">
          {name}
        </Typography>
        <Typography component="span" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
          {t('catalogue.toolCount', { count: tools.length })}
        </Typography>
      </Box>
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
  )
}

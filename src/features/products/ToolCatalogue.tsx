import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { Section } from '#components/Section.tsx'
import { sisterProducts, toolsClaim } from '#config/products.ts'
import { toolCatalogue } from '#config/toolCatalogue.ts'
import { ToolCategoryDetails } from './ToolCategoryDetails.tsx'

const toolsName = sisterProducts.find((product) => product.id === 'tools')?.name

/**
 * The tools site's tools by category: a selection, which the intro says beside the site's own
 * total (more than toolsClaim.toolCount), so the two figures on the page agree. The categories
 * start closed, so on a phone the nine of them take about one screen: their rows are the table
 * of contents.
 */
export function ToolCatalogue() {
  const { t } = useTranslation('products')
  return (
    <Section
      id="catalogue"
      heading={t('catalogue.heading')}
      intro={t('catalogue.intro', { name: toolsName, count: toolsClaim.toolCount })}
      tinted
    >
      <Box sx={{ display: 'grid', gap: 1 }}>
        {toolCatalogue.map((category) => (
          <ToolCategoryDetails key={category.id} category={category} />
        ))}
      </Box>
    </Section>
  )
}

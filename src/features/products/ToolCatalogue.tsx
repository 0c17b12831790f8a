import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { Section } from '#components/Section.tsx'
import { sisterProducts } from '#config/products.ts'
import { toolCatalogue } from '#config/toolCatalogue.ts'
import { ToolCategoryDetails } from './ToolCategoryDetails.tsx'

const toolsName = sisterProducts.find((product) => product.id === 'tools')?.name

/**
 * Every tool on the tools site, by category. The categories start closed, so on a phone the nine
 * of them take about one screen instead of ten: their rows are the table of contents.
 */
export function ToolCatalogue() {
  const { t } = useTranslation('products')
  return (
    <Section id="catalogue" heading={t('catalogue.heading')} intro={t('catalogue.intro', { name: toolsName })} tinted>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {toolCatalogue.map((category) => (
          <ToolCategoryDetails key={category.id} category={category} />
        ))}
      </Box>
    </Section>
  )
}

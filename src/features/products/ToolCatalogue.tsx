import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { Section } from '#components/Section.tsx'
import { sisterProducts } from '#config/products.ts'
import { toolCatalogue } from '#config/toolCatalogue.ts'
import { categoryAnchor, ToolCategorySection } from './ToolCategorySection.tsx'

const toolsName = sisterProducts.find((product) => product.id === 'tools')?.name

/** Every tool on the tools site, by category, with a row of links that jump to each category. */
export function ToolCatalogue() {
  const { t } = useTranslation('products')
  return (
    <Section id="catalogue" heading={t('catalogue.heading')} intro={t('catalogue.intro', { name: toolsName })}>
      <Box component="nav" aria-label={t('catalogue.jumpLabel')} sx={{ mb: { xs: 5, md: 7 } }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {toolCatalogue.map((category) => (
            <li key={category.id}>
              <Link
                href={`#${categoryAnchor(category.id)}`}
                underline="none"
                sx={{
                  display: 'inline-block',
                  px: 1.75,
                  py: 0.5,
                  borderRadius: 8,
                  border: 1,
                  borderColor: 'divider',
                  fontSize: '0.9rem',
                  '&:hover': { borderColor: 'primary.main' },
                }}
              >
                {t(`categories.${category.id}.name`)}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: { xs: 6, md: 8 } }}>
        {toolCatalogue.map((category) => (
          <ToolCategorySection key={category.id} category={category} />
        ))}
      </Box>
    </Section>
  )
}

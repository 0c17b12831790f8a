import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#components/PageHeader.tsx'
import { ProductCards } from '#features/products/ProductCards.tsx'
import { ReplyPilotFeature } from '#features/products/ReplyPilotFeature.tsx'
import { Roadmap } from '#features/products/Roadmap.tsx'
import { Showcase } from '#features/products/Showcase.tsx'
import { ToolCatalogue } from '#features/products/ToolCatalogue.tsx'
import { ToolsCta } from '#features/products/ToolsCta.tsx'

// The tool categories open and close without JavaScript; +client.ts ties them to the URL hash.
export default function Page() {
  const { t } = useTranslation('products')
  return (
    <>
      <PageHeader heading={t('heading')} intro={t('intro')}>
        <Box sx={{ mt: { xs: 4, md: 6 } }}>
          <ProductCards headingLevel="h2" />
        </Box>
      </PageHeader>
      <ReplyPilotFeature />
      <ToolCatalogue />
      <Showcase />
      <Roadmap />
      <ToolsCta />
    </>
  )
}

import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#components/PageHeader.tsx'
import { ProductCards } from '#features/products/ProductCards.tsx'
import { ReplyPilotFeature } from '#features/products/ReplyPilotFeature.tsx'
import { Roadmap } from '#features/products/Roadmap.tsx'
import { Showcase } from '#features/products/Showcase.tsx'
import { ToolCatalogue } from '#features/products/ToolCatalogue.tsx'
import { ToolsCta } from '#features/products/ToolsCta.tsx'

// Six bands on one page: on a phone each keeps 40 px above and below instead of 56, so the page
// stays a few screens long (the bands' own padding is shared by every page and stays as it is there).
const phoneRhythm: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('md')]: { '& > section': { py: 5 } },
})

// The tool categories open and close without JavaScript; +client.ts ties them to the URL hash.
export default function Page() {
  const { t } = useTranslation('products')
  return (
    <Box sx={phoneRhythm}>
      <PageHeader heading={t('heading')} intro={t('intro')}>
        <Box sx={{ mt: { xs: 3, md: 6 } }}>
          <ProductCards headingLevel="h2" dense />
        </Box>
      </PageHeader>
      <ReplyPilotFeature />
      <ToolCatalogue />
      <Showcase />
      <Roadmap />
      <ToolsCta />
    </Box>
  )
}

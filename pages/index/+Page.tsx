import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { ArrowLinkButton } from '#components/ArrowLinkButton.tsx'
import { ClosingCta } from '#components/ClosingCta.tsx'
import { Section } from '#components/Section.tsx'
import { FeaturedProject } from '#features/portfolio/FeaturedProject.tsx'
import { ProductCards } from '#features/products/ProductCards.tsx'
import { ServiceCards } from '#features/services/ServiceCards.tsx'
import { useLocalize } from '#i18n/useLocalize.ts'
import { Hero } from './Hero.tsx'

export default function Page() {
  const { t } = useTranslation('home')
  const localize = useLocalize()
  return (
    <>
      <Hero />
      <Section id="services" heading={t('services.heading')} intro={t('services.text')}>
        <ServiceCards />
        <Box sx={{ mt: 5 }}>
          <ArrowLinkButton href={localize('/services')}>{t('services.explore')}</ArrowLinkButton>
        </Box>
      </Section>
      <Section id="products" heading={t('products.heading')} intro={t('products.text')} tinted>
        <ProductCards />
      </Section>
      <FeaturedProject />
      <ClosingCta />
    </>
  )
}

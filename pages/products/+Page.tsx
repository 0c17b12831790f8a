import Container from '@mui/material/Container'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#components/PageHeader.tsx'
import { ProductCards } from '#features/products/ProductCards.tsx'

export default function Page() {
  const { t } = useTranslation('products')
  return (
    <>
      <PageHeader heading={t('heading')} intro={t('intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <ProductCards headingLevel="h2" />
      </Container>
    </>
  )
}

import Container from '@mui/material/Container'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#components/PageHeader.tsx'
import { ServiceDetails } from '#features/services/ServiceDetails.tsx'
import { ServiceJumpNav } from '#features/services/ServiceJumpNav.tsx'
import { ServicesCta } from './ServicesCta.tsx'

export default function Page() {
  const { t } = useTranslation('services')
  return (
    <>
      <PageHeader heading={t('heading')} intro={t('intro')}>
        <ServiceJumpNav />
      </PageHeader>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <ServiceDetails />
      </Container>
      <ServicesCta />
    </>
  )
}

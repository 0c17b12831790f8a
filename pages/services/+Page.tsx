import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#components/PageHeader.tsx'
import { ServiceDetails } from '#features/services/ServiceDetails.tsx'
import { ServiceJumpNav } from '#features/services/ServiceJumpNav.tsx'
import { replyHours } from '#i18n/replyHours.ts'
import { ServicesCta } from './ServicesCta.tsx'

export default function Page() {
  const { t } = useTranslation('services')
  return (
    <>
      <PageHeader heading={t('heading')} intro={t('intro')} aside={<ServiceJumpNav />}>
        {/* What it costs, without a price the agency has not set: the quote is free, and comes
            within the one reply promise every page states (src/config/replyPromise.ts). */}
        <Typography sx={{ maxWidth: 760, mt: 2, fontSize: '1.05rem' }}>
          {t('pricing', { hours: replyHours(t) })}
        </Typography>
      </PageHeader>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <ServiceDetails />
      </Container>
      <ServicesCta />
    </>
  )
}

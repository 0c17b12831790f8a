import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#components/PageHeader.tsx'
import { useLocalize } from '#features/i18n/useLocalize.ts'
import { ServiceCards } from '#features/services/ServiceCards.tsx'

export default function Page() {
  const { t } = useTranslation('services')
  const localize = useLocalize()
  return (
    <>
      <PageHeader heading={t('heading')} intro={t('intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <ServiceCards headingLevel="h2" />
        <Box sx={{ mt: 6, textAlign: 'center' }}>
          <Button variant="contained" size="large" href={localize('/contact')}>
            {t('cta')}
          </Button>
        </Box>
      </Container>
    </>
  )
}

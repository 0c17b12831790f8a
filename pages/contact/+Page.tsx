import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import { useTranslation } from 'react-i18next'
import { QuickContactRow } from '#components/contactInfo/QuickContactRow.tsx'
import { PageHeader } from '#components/PageHeader.tsx'
import { replyHours } from '#i18n/replyHours.ts'
import { ContactDetails } from './ContactDetails.tsx'
import { ContactFormSection } from './ContactFormSection.tsx'

export default function Page() {
  const { t } = useTranslation('contact')
  return (
    <>
      <PageHeader heading={t('heading')} intro={t('intro', { hours: replyHours(t) })} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        {/* On a phone, Call / WhatsApp / Email for the reader's own office before the form. */}
        <QuickContactRow />
        {/* The form comes first, so it sits at the start of the line: left in English, right in Arabic and Urdu. */}
        <Box sx={{ display: 'grid', gap: { xs: 6, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <ContactFormSection />
          <ContactDetails />
        </Box>
      </Container>
    </>
  )
}

import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#components/PageHeader.tsx'
import { replyHours } from '#i18n/replyHours.ts'
import { CallBox } from './CallBox.tsx'
import { ContactDetails } from './ContactDetails.tsx'
import { ContactFormSection } from './ContactFormSection.tsx'
import { OwnOfficeCard } from './OwnOfficeCard.tsx'

// Call / WhatsApp / Email for the reader's own office sit in the band above (OwnOfficeCard). On a
// phone, one column: the form, the offices with the mailboxes, and the call buttons. Wider, the
// details (offices, then mailboxes) run down the second column (ContactDetails places itself there)
// and the rest fills the first in order: the form first, at the start of the line (left in
// English, right in Arabic and Urdu), then the call buttons.
const layout = {
  display: 'grid',
  columnGap: 5,
  // Halves from `lg` up: the details column, now with the mailboxes too (round-8 Arabic review),
  // ran 300 px past the form's in Urdu at 3fr 2fr; wider, its addresses wrap less. Below `lg` the
  // form keeps 3fr.
  gridTemplateColumns: { md: '3fr 2fr', lg: '1fr 1fr' },
  gridTemplateRows: { md: 'auto 1fr' },
  alignItems: 'start',
}

export default function Page() {
  const { t } = useTranslation('contact')
  return (
    <>
      <PageHeader heading={t('heading')} intro={t('intro', { hours: replyHours(t) })} aside={<OwnOfficeCard />} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Box sx={layout}>
          <ContactFormSection />
          <ContactDetails />
          <CallBox />
        </Box>
      </Container>
    </>
  )
}

import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import { useTranslation } from 'react-i18next'
import { QuickContactRow } from '#components/contactInfo/QuickContactRow.tsx'
import { PageHeader } from '#components/PageHeader.tsx'
import { replyHours } from '#i18n/replyHours.ts'
import { ContactDetails } from './ContactDetails.tsx'
import { ContactFormSection } from './ContactFormSection.tsx'
import { EmailAndCall } from './EmailAndCall.tsx'

// On a phone, one column: Call / WhatsApp / Email for the reader's own office, the form, the
// offices, the mailboxes and the call buttons. Wider, the offices run down the second column
// (ContactDetails places itself there) and the rest fills the first in order: the form comes
// first, at the start of the line (left in English, right in Arabic and Urdu), between the quick
// row and the mailboxes with the call buttons. Rows are spaced by each part's own margin (the
// quick row's 32 px, then the form's), so the phone's spacing is as before.
const layout = {
  display: 'grid',
  columnGap: 5,
  gridTemplateColumns: { md: '3fr 2fr' },
  gridTemplateRows: { md: 'auto auto 1fr' },
  alignItems: 'start',
}

export default function Page() {
  const { t } = useTranslation('contact')
  return (
    <>
      <PageHeader heading={t('heading')} intro={t('intro', { hours: replyHours(t) })} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Box sx={layout}>
          <QuickContactRow />
          <ContactFormSection />
          <ContactDetails />
          <EmailAndCall />
        </Box>
      </Container>
    </>
  )
}

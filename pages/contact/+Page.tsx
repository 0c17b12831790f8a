import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import { useTranslation } from 'react-i18next'
import { QuickContactRow } from '#components/contactInfo/QuickContactRow.tsx'
import { PageHeader } from '#components/PageHeader.tsx'
import { replyHours } from '#i18n/replyHours.ts'
import { CallBox } from './CallBox.tsx'
import { ContactDetails } from './ContactDetails.tsx'
import { ContactFormSection } from './ContactFormSection.tsx'

// On a phone, one column: Call / WhatsApp / Email for the reader's own office, the form, the
// offices with the mailboxes, and the call buttons. Wider, the details (offices, then mailboxes)
// run down the second column (ContactDetails places itself there) and the rest fills the first in
// order: the form comes first, at the start of the line (left in English, right in Arabic and
// Urdu), between the quick row and the call buttons. Rows are spaced by each part's own margin
// (the quick row's 32 px, then the form's), so the phone's spacing is as before.
const layout = {
  display: 'grid',
  columnGap: 5,
  // Halves from `lg` up: the details column, now with the mailboxes too (round-8 Arabic review),
  // ran 300 px past the form's in Urdu at 3fr 2fr; wider, its addresses wrap less. Below `lg` the
  // form keeps 3fr, where the quick row's three labels need its width.
  gridTemplateColumns: { md: '3fr 2fr', lg: '1fr 1fr' },
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
          <CallBox />
        </Box>
      </Container>
    </>
  )
}

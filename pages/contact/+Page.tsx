import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { BusinessHours } from '#components/contactInfo/BusinessHours.tsx'
import { EmailList } from '#components/contactInfo/EmailList.tsx'
import { PhoneList } from '#components/contactInfo/PhoneList.tsx'
import { PageHeader } from '#components/PageHeader.tsx'

function Detail({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box sx={{ p: 3, border: 1, borderColor: 'divider', borderRadius: 2, '& dt': { fontWeight: 600 } }}>
      <Typography variant="h3" component="h2" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Box>
  )
}

export default function Page() {
  const { t } = useTranslation('contact')
  const { t: tc } = useTranslation()
  return (
    <>
      <PageHeader heading={t('heading')} intro={t('intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          <Detail heading={t('phonesHeading')}>
            <PhoneList />
          </Detail>
          <Detail heading={t('emailHeading')}>
            <EmailList />
          </Detail>
          <Detail heading={tc('hours.heading')}>
            <BusinessHours />
          </Detail>
        </Box>
      </Container>
    </>
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { EmailList } from '#components/contactInfo/EmailList.tsx'
import { officesFor } from '#components/contactInfo/primaryOffice.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { legalValues } from './legalValues.ts'

/** Who the reader deals with and where to write: the legal name, each office's address (the reader's own first), the mailboxes. */
export function LegalContactDetails() {
  const { t, i18n } = useTranslation('legal')
  const { t: tCommon } = useTranslation()
  const { locale } = usePageContext()
  return (
    <Box sx={{ mt: 3, p: { xs: 3, md: 4 }, bgcolor: 'action.hover', borderRadius: 2 }}>
      <Typography component="p" variant="h6" gutterBottom>
        {t('contactDetails.company', legalValues(locale, i18n.t))}
      </Typography>
      <dl className="contact-list">
        {officesFor(locale).map((office) => (
          <div key={office.id}>
            <dt>{tCommon(`offices.${office.id}`)}</dt>
            {/* Postal addresses stay in the Latin form the post office uses. */}
            <dd>
              <span dir="ltr">
                {[office.street, [office.city, office.postalCode].filter(Boolean).join(' ')].join(', ')}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <EmailList />
    </Box>
  )
}

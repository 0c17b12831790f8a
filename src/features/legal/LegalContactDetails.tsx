import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans, useTranslation } from 'react-i18next'
import { companyRegistration } from '#components/contactInfo/companyRegistration.ts'
import { EmailList } from '#components/contactInfo/EmailList.tsx'
import { postalAddress } from '#components/contactInfo/postalAddress.ts'
import { officesFor } from '#components/contactInfo/primaryOffice.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { legalValues } from './legalValues.ts'

/**
 * Who the reader deals with and where to write: the legal name, where the company is registered
 * (with its number once src/config has it) and its registered office, each office's address (the
 * reader's own first), the mailboxes.
 */
export function LegalContactDetails() {
  const { t, i18n } = useTranslation('legal')
  const { t: tCommon } = useTranslation()
  const { locale } = usePageContext()
  const registration = companyRegistration(locale)
  return (
    <Box sx={{ mt: 3, p: { xs: 3, md: 4 }, bgcolor: 'action.hover', borderRadius: 2 }}>
      <Typography component="p" variant="h6">
        {t(registration.withNumber ? 'contactDetails.companyWithNumber' : 'contactDetails.company', {
          ...legalValues(locale, i18n.t),
          ...registration.values,
        })}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <Trans
          t={t}
          i18nKey="contactDetails.registeredOffice"
          values={registration.values}
          components={{ ltr: <span dir="ltr" /> }}
        />
      </Typography>
      <dl className="contact-list">
        {officesFor(locale).map((office) => (
          <div key={office.id}>
            <dt>{tCommon(`offices.${office.id}`)}</dt>
            {/* Postal addresses stay in the Latin form the post office uses. */}
            <dd>
              <span dir="ltr">{postalAddress(office)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <EmailList />
    </Box>
  )
}

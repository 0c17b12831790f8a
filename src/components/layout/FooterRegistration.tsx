import { Trans, useTranslation } from 'react-i18next'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { companyRegistration } from '../contactInfo/companyRegistration.ts'

/** The footer's "Bayan Digital Ltd, registered in England and Wales. Registered office: …". */
export function FooterRegistration() {
  const { t } = useTranslation()
  const { withNumber, values } = companyRegistration(usePageContext().locale)
  return (
    <Trans
      t={t}
      i18nKey={withNumber ? 'footer.registrationWithNumber' : 'footer.registration'}
      values={values}
      // The address is Latin: a left-to-right run inside Arabic and Urdu.
      components={{ ltr: <span dir="ltr" /> }}
    />
  )
}

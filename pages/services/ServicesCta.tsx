import { useTranslation } from 'react-i18next'
import { ClosingCta } from '#components/ClosingCta.tsx'

/** The closing band: help choosing a service, then a quote, a call or WhatsApp, as on Home. */
export function ServicesCta() {
  const { t } = useTranslation('services')
  return (
    <ClosingCta
      headingId="services-cta-heading"
      heading={t('cta.heading')}
      text={t('cta.text')}
      quote={t('cta.button')}
    />
  )
}

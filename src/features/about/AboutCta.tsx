import { useTranslation } from 'react-i18next'
import { ClosingCta, ClosingCtaSiteLink } from '#components/ClosingCta.tsx'
import { sisterProducts } from '#config/products.ts'
import { replyHours } from '#i18n/replyHours.ts'

const tools = sisterProducts.find((product) => product.id === 'tools')

/** The closing band: a quote, a call or WhatsApp, as on Home; the free tools site only after them. */
export function AboutCta() {
  const { t } = useTranslation('about')
  return (
    <ClosingCta
      headingId="about-cta-heading"
      heading={t('cta.heading')}
      text={t('cta.text', { hours: replyHours(t) })}
      quote={t('cta.contact')}
      more={tools && <ClosingCtaSiteLink href={tools.url}>{t('cta.tools', { name: tools.name })}</ClosingCtaSiteLink>}
    />
  )
}

import { useTranslation } from 'react-i18next'
import { ClosingCta, ClosingCtaSiteLink } from '#components/ClosingCta.tsx'
import { sisterProducts } from '#config/products.ts'
import { replyHours } from '#i18n/replyHours.ts'

const tools = sisterProducts.find((product) => product.id === 'tools')

/**
 * The closing band of the products page: a buyer who has seen what we make can hire us for their
 * own (a quote, a call or WhatsApp, as on Home); the free tools site stays, as the quieter link.
 */
export function ToolsCta() {
  const { t } = useTranslation('products')
  return (
    <ClosingCta
      headingId="tools-cta-heading"
      heading={t('cta.heading')}
      text={t('cta.text', { hours: replyHours(t) })}
      more={tools && <ClosingCtaSiteLink href={tools.url}>{t('cta.button', { name: tools.name })}</ClosingCtaSiteLink>}
    />
  )
}

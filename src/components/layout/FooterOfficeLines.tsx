import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { company } from '#config/company.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { officesFor } from '../contactInfo/primaryOffice.ts'
import { whatsappLinkProps } from '../contactInfo/useWhatsApp.ts'
import { whatsappUrl } from '../contactInfo/whatsappUrl.ts'

/**
 * Each office, the reader's own first, with its phone as a tel: link and, where it has one, its
 * WhatsApp line as a click-to-chat link that opens with the action bar's first message, in the
 * page's language. London has no WhatsApp line.
 */
export function FooterOfficeLines() {
  const { t } = useTranslation()
  const { t: tChannels } = useTranslation('channels')
  const { locale } = usePageContext()
  const message = tChannels('whatsapp.message', { company: company.name })
  // A tap target of 44 px (WCAG 2.5.5) however small the text.
  const tapTarget = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const
  return (
    <dl className="contact-list">
      {officesFor(locale).map((office) => (
        <div key={office.id}>
          <dt>{t(`offices.${office.id}`)}</dt>
          <dd>
            <Link href={`tel:${office.phoneE164}`} dir="ltr" color="inherit" sx={tapTarget}>
              {office.phoneDisplay}
            </Link>
          </dd>
          {office.whatsapp && (
            <dd className="contact-whatsapp">
              {/* "WhatsApp" and the number are both Latin: one left-to-right run. */}
              <Link
                href={whatsappUrl(office.whatsapp.e164, message)}
                {...whatsappLinkProps}
                dir="ltr"
                color="inherit"
                sx={{ ...tapTarget, gap: 1, whiteSpace: 'nowrap' }}
              >
                <span className="contact-label">WhatsApp</span>
                {office.whatsapp.display}
              </Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  )
}

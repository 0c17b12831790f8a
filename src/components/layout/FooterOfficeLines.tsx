import Link from '@mui/material/Link'
import type { Theme } from '@mui/material/styles'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { company } from '#config/company.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { officesFor } from '../contactInfo/primaryOffice.ts'
import { whatsappLinkProps } from '../contactInfo/useWhatsApp.ts'
import { whatsappUrl } from '../contactInfo/whatsappUrl.ts'

/**
 * Each office, the reader's own first, with its phone as a tel: link and, where it has one, its
 * WhatsApp line as a click-to-chat link that opens with the action bar's first message, in the
 * page's language. London has no WhatsApp line. Every line is a row of its own, named in the label
 * column ("Pakistan", "WhatsApp · Lahore") with the number alone in its left-to-right link.
 */
export function FooterOfficeLines() {
  const { t } = useTranslation()
  const { t: tChannels } = useTranslation('channels')
  const { locale } = usePageContext()
  const message = tChannels('whatsapp.message', { company: company.name, applyPostProcessor: false })
  // A tap target of 44 px (WCAG 2.5.5) however small the text; 32 px for a mouse on a wide screen,
  // where five rows of 44 px made the contact column a third taller than the columns beside it.
  const tapTarget = (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    [`${theme.breakpoints.up('md')} and (pointer: fine)`]: { minHeight: 32 },
  })
  return (
    <dl className="contact-list">
      {officesFor(locale).map((office) => {
        const name = t(`offices.${office.id}`)
        return (
          <Fragment key={office.id}>
            <div>
              <dt>{name}</dt>
              <dd>
                <Link href={`tel:${office.phoneE164}`} dir="ltr" color="inherit" sx={tapTarget}>
                  {office.phoneDisplay}
                </Link>
              </dd>
            </div>
            {office.whatsapp && (
              <div>
                {/* By the office's city: "WhatsApp · United Arab Emirates" and its number took two rows on a phone. */}
                <dt>{tChannels('whatsapp.line', { city: tChannels(`offices.city.${office.id}`) })}</dt>
                <dd>
                  <Link
                    href={whatsappUrl(office.whatsapp.e164, message)}
                    {...whatsappLinkProps}
                    dir="ltr"
                    color="inherit"
                    sx={tapTarget}
                  >
                    {office.whatsapp.display}
                  </Link>
                </dd>
              </div>
            )}
          </Fragment>
        )
      })}
    </dl>
  )
}

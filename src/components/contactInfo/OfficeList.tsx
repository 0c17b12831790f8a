import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { company } from '#config/company.ts'
import { isolateLtr } from '#i18n/bidi.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { fontStacks } from '../theme/fonts.ts'
import { VisuallyHidden } from '../VisuallyHidden.tsx'
import { BusinessHours } from './BusinessHours.tsx'
import { contactCardStyle } from './contactCardStyle.ts'
import { mapUrl } from './mapUrl.ts'
import { OfficeStatusLine } from './OfficeStatusLine.tsx'
import { postalAddress } from './postalAddress.ts'
import { officesFor } from './primaryOffice.ts'
import { useOfficeTitle } from './useOfficeTitle.ts'
import { whatsappLinkProps } from './useWhatsApp.ts'
import { whatsappUrl } from './whatsappUrl.ts'

/**
 * Every office, the reader's own first: its phone, WhatsApp, address (a link to the visitor's map
 * app) and hours in its own time zone, with the line the browser fills with "Open now".
 */
export function OfficeList() {
  const { t } = useTranslation('channels')
  const officeTitle = useOfficeTitle()
  const { locale } = usePageContext()
  const message = t('whatsapp.message', { company: company.name, applyPostProcessor: false })
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
      {officesFor(locale).map((office) => (
        <Box component="li" key={office.id} data-office={office.id} sx={contactCardStyle}>
          {/* The card's strongest line: the office's city and country ("Lahore, Pakistan"). */}
          <Typography variant="h5" component="h3" gutterBottom>
            {officeTitle(office.id)}
          </Typography>
          <dl className="contact-list">
            <div>
              <dt>{t('offices.phone')}</dt>
              <dd>
                <Link href={`tel:${office.phoneE164}`} dir="ltr">
                  {office.phoneDisplay}
                </Link>
              </dd>
            </div>
            {office.whatsapp && (
              <div>
                <dt>{t('whatsapp.short')}</dt>
                <dd>
                  <Link
                    href={whatsappUrl(office.whatsapp.e164, message)}
                    {...whatsappLinkProps}
                    aria-label={`${t('whatsapp.shortWithOffice', { city: t(`offices.city.${office.id}`) })} ${isolateLtr(office.whatsapp.display, locale)}`}
                  >
                    <span dir="ltr">{office.whatsapp.display}</span>
                  </Link>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('offices.address')}</dt>
              <dd>
                <Link href={mapUrl(office)}>
                  {/* In the page's language, for the reader and a driver; the link finds the building by its coordinates. */}
                  {t(`offices.postal.${office.id}`)}
                  <VisuallyHidden> {t('offices.mapHint')}</VisuallyHidden>
                </Link>
                {/* And as the post office, a courier and the footer's registered office write it:
                      an Arabic reader found London's address in two forms (round-5 review). */}
                {/* A left-to-right paragraph of its own in Latin type and line height: as a run inside
                      an Urdu line it took the line's alignment and Nastaliq's line height (Urdu
                      reviewer, round 7). */}
                {locale !== 'en' && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    lang="en"
                    dir="ltr"
                    sx={{ fontFamily: fontStacks.en, lineHeight: 1.5, textAlign: 'left', mt: 0.5 }}
                  >
                    {postalAddress(office)}
                  </Typography>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('offices.hours')}</dt>
              <dd>
                <BusinessHours />
                <Typography variant="body2" color="text.secondary">
                  {t('offices.localTime', {
                    city: t(`offices.city.${office.id}`),
                    zone: isolateLtr(office.timeZoneName, locale),
                  })}
                </Typography>
                <OfficeStatusLine office={office} />
              </dd>
            </div>
          </dl>
        </Box>
      ))}
    </Box>
  )
}

import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { company } from '#config/company.ts'
import { isolateLtr } from '#i18n/bidi.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { fontStacks } from '../theme/fonts.ts'
import { VisuallyHidden } from '../VisuallyHidden.tsx'
import { contactCardStyle } from './contactCardStyle.ts'
import { mapUrl } from './mapUrl.ts'
import { OfficeHours } from './OfficeHours.tsx'
import { OfficeStatusLine } from './OfficeStatusLine.tsx'
import { postalAddress } from './postalAddress.ts'
import { officesFor } from './primaryOffice.ts'
import { useOfficeTitle } from './useOfficeTitle.ts'
import { whatsappLinkProps } from './useWhatsApp.ts'
import { whatsappUrl } from './whatsappUrl.ts'

/**
 * From `md` up, an office's phone and WhatsApp lines side by side where the card has room for two
 * numbers on one line each (10.5rem: the widest, Dubai's WhatsApp, is 166 px; at most two columns,
 * each at least 40 %), its address and hours across the card under them. The mailboxes joined the
 * offices' column beside the form, which then ran 450 px past the form's in Urdu at 1280 px; side
 * by side, the two numbers of one office also read as one pair.
 */
const numbersSideBySide = {
  gridTemplateColumns: { md: 'repeat(auto-fit, minmax(max(10.5rem, 40%), 1fr))' },
  columnGap: 2,
  '& > div:nth-of-type(n + 3)': { gridColumn: '1 / -1' },
} as const

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
          <Box component="dl" className="contact-list" sx={office.whatsapp ? numbersSideBySide : undefined}>
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
                <OfficeHours office={office} />
                <OfficeStatusLine office={office} />
              </dd>
            </div>
          </Box>
        </Box>
      ))}
    </Box>
  )
}

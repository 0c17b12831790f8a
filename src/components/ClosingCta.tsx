import PhoneIcon from '@mui/icons-material/PhoneOutlined'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { primaryOfficeByLocale } from '#components/contactInfo/primaryOffice.ts'
import { useWhatsApp, whatsappLinkProps } from '#components/contactInfo/useWhatsApp.ts'
import { getOffice } from '#config/offices.ts'
import { isolateLtr } from '#i18n/bidi.ts'
import { replyHours } from '#i18n/replyHours.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { InkBand, InkBandActions, inkBandLightButtonSx, inkBandOutlinedButtonSx } from './InkBand.tsx'
import { NewTabSign } from './NewTabSign.tsx'
import { inkText } from './theme/palette.ts'

interface ClosingCtaProps {
  /** A page's own words for the band; Home's (home:cta) where a page has none. */
  headingId?: string
  heading?: string
  text?: string
  quote?: string
  /** A quieter way on under the three ways to hire us, such as a sister product's site. */
  more?: ReactNode
}

/**
 * The closing band: a free quote, a call to the office nearest the reader's language, or a
 * WhatsApp message to that office (Dubai for English readers) with a first line already written.
 * Every page that closes with a call to action closes with this one, so a buyer who has read to
 * the end finds the same three ways to reach us on every page.
 */
export function ClosingCta({ headingId = 'cta-heading', heading, text, quote, more }: ClosingCtaProps) {
  const { t } = useTranslation('home')
  const { locale } = usePageContext()
  const localize = useLocalize()
  const office = getOffice(primaryOfficeByLocale[locale])
  const whatsapp = useWhatsApp()
  return (
    <InkBand
      headingId={headingId}
      heading={heading ?? t('cta.heading')}
      text={text ?? t('cta.text', { hours: replyHours(t) })}
      hidesActionBar
    >
      <InkBandActions>
        <Button variant="contained" size="large" href={localize('/contact')} sx={inkBandLightButtonSx}>
          {quote ?? t('cta.quote')}
        </Button>
        <Button
          variant="outlined"
          size="large"
          href={`tel:${office.phoneE164}`}
          startIcon={<PhoneIcon aria-hidden />}
          sx={inkBandOutlinedButtonSx}
        >
          {t('cta.call', { phone: isolateLtr(office.phoneDisplay, locale) })}
        </Button>
        <Button
          variant="outlined"
          size="large"
          href={whatsapp.href}
          {...whatsappLinkProps}
          aria-label={whatsapp.chat['aria-label']}
          startIcon={<WhatsAppIcon aria-hidden />}
          sx={inkBandOutlinedButtonSx}
        >
          {whatsapp.chat.label}
        </Button>
      </InkBandActions>
      {more && <Box sx={{ mt: 3 }}>{more}</Box>}
    </InkBand>
  )
}

/**
 * The band's quieter way on: a link to another of our sites, set as a text button so it never
 * competes with the three ways to hire us above it. It opens in a new tab: a sign says so on
 * screen, words to screen readers.
 */
export function ClosingCtaSiteLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      variant="text"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ color: inkText, textDecoration: 'underline', textUnderlineOffset: '0.2em', minHeight: 44 }}
    >
      {children}
      <NewTabSign icon />
    </Button>
  )
}

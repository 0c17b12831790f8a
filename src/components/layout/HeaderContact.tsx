import PhoneIcon from '@mui/icons-material/Phone'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Button from '@mui/material/Button'
import { usePrimaryContacts } from '#components/contactInfo/usePrimaryContacts.ts'
import { atLeastCaption } from '#components/theme/atLeastCaption.ts'
import { isolateLtr } from '#i18n/bidi.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

/**
 * From a tablet up, the bar's one way to reach the reader's own office, beside the quote button
 * and as tall: its number, on WhatsApp where the office answers there (Dubai, Lahore: the
 * region's business channel), else by phone (London: UK buyers call). The number and WhatsApp
 * stacked in two 28 px links read as footnotes, and the top one's focus ring met the bar's edge
 * (all three reviewers, round 6); both side by side pushed the Arabic and Urdu navigation to two
 * lines at 1280 px. The phone's action bar and sheet keep both.
 */
export function HeaderContact() {
  const { locale } = usePageContext()
  const { office, call, whatsapp } = usePrimaryContacts()
  const { label, 'aria-label': name = label, ...anchor } = office.whatsapp ? whatsapp : call
  const number = office.whatsapp?.display ?? office.phoneDisplay
  const icon = office.whatsapp ? <WhatsAppIcon aria-hidden /> : <PhoneIcon aria-hidden />
  return (
    <Button
      variant="outlined"
      {...anchor}
      // The name says what the number is for, and ends with the number shown.
      aria-label={`${name} ${isolateLtr(number, locale)}`}
      startIcon={icon}
      // At 14 px (Urdu's 15 px floor aside) and with 8 px sides, the Arabic bar keeps one row at
      // 1200 px: its navigation, three language names, 'اطلب عرض سعر مجاني' and Dubai's WhatsApp
      // number. Its line is the quote button's, so the two stand as tall.
      sx={(theme) => ({
        display: { xs: 'none', md: 'inline-flex' },
        whiteSpace: 'nowrap',
        px: 1,
        fontSize: atLeastCaption('0.875rem')(theme),
        lineHeight: `calc(${theme.typography.button.fontSize} * ${theme.typography.button.lineHeight})`,
      })}
    >
      <span dir="ltr">{number}</span>
    </Button>
  )
}

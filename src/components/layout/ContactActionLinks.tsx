import QuoteIcon from '@mui/icons-material/DescriptionOutlined'
import EmailIcon from '@mui/icons-material/EmailOutlined'
import PhoneIcon from '@mui/icons-material/Phone'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePrimaryContacts } from '#components/contactInfo/usePrimaryContacts.ts'
import { mailboxes } from '#config/mailboxes.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { atLeastCaption } from '../theme/atLeastCaption.ts'
import { contactActionHeight } from './contactActionSizes.ts'

interface ActionProps {
  icon: ReactNode
  children: ReactNode
  href: string
  rel?: string
  'aria-label'?: string
}

function Action({ icon, children, ...link }: ActionProps) {
  return (
    <Box component="li" sx={{ flex: 1 }}>
      <Link
        underline="none"
        {...link}
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.25,
          minHeight: contactActionHeight,
          // Room above the icon and under the label, on the script's control line: the body's
          // Nastaliq line put the icon against the bar's top and the label's descenders on the
          // screen's bottom edge (the Urdu reviewer, round 8).
          pt: 0.75,
          pb: 0.5,
          lineHeight: theme.typography.button.lineHeight,
          // One line: 'WhatsApp Dubai' wrapped to two and made the phone's bar taller than the room
          // kept for it.
          px: 0.5,
          whiteSpace: 'nowrap',
          fontSize: atLeastCaption('0.875rem'),
          fontWeight: 600,
          color: 'text.primary',
          borderRadius: 1,
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outlineOffset: -3 },
        })}
      >
        {icon}
        {children}
      </Link>
    </Box>
  )
}

/**
 * Quote, Call and WhatsApp for the reader's own office, as one row of plain links with an icon
 * over a short label: the phone's action bar, and without the quote (the menu has its own quote
 * button) the end of the phone's menu sheet. WhatsApp names its office's city where it is not
 * the reader's own (English: Dubai). From a tablet up the header shows HeaderContact instead.
 * On Contact the quote would lead to the page the visitor is on: Email, to the sales mailbox the
 * page shows, takes its place (English review, round 9).
 */
export function ContactActionLinks({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation('channels')
  const localize = useLocalize()
  const { call, whatsapp } = usePrimaryContacts()
  const { label: callLabel, ...callLink } = call
  const { label: whatsappLabel, ...whatsappLink } = whatsapp
  const onContact = usePageContext().logicalPath === '/contact'
  return (
    <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0 }}>
      {!inMenu &&
        (onContact ? (
          <Action
            href={`mailto:${mailboxes.sales}`}
            aria-label={t('quickContact.emailSales')}
            icon={<EmailIcon aria-hidden />}
          >
            {t('quickContact.email')}
          </Action>
        ) : (
          <Action href={localize('/contact')} icon={<QuoteIcon aria-hidden />}>
            {t('quickContact.quote')}
          </Action>
        ))}
      <Action icon={<PhoneIcon aria-hidden />} {...callLink}>
        {callLabel}
      </Action>
      <Action icon={<WhatsAppIcon aria-hidden />} {...whatsappLink}>
        {whatsappLabel}
      </Action>
    </Box>
  )
}

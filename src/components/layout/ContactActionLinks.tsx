import QuoteIcon from '@mui/icons-material/DescriptionOutlined'
import PhoneIcon from '@mui/icons-material/Phone'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePrimaryContacts } from '#components/contactInfo/usePrimaryContacts.ts'
import { isolateLtr } from '#i18n/bidi.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { atLeastCaption } from '../theme/atLeastCaption.ts'
import { contactActionHeight, headerLinkHeight } from './contactActionSizes.ts'

interface ActionProps {
  icon: ReactNode
  children: ReactNode
  href: string
  rel?: string
  'aria-label'?: string
  /** In the header's row from a tablet up: icon and label side by side, one link over the other. */
  inHeader: boolean
}

function Action({ icon, children, inHeader, ...link }: ActionProps) {
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
          // In the header each link is only as wide as its label: never a narrow target.
          minWidth: 48,
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
          ...(inHeader && {
            [theme.breakpoints.up('md')]: {
              flexDirection: 'row',
              justifyContent: 'flex-start',
              gap: 0.75,
              minHeight: headerLinkHeight,
              '& svg': { fontSize: '1.125rem' },
            },
          }),
        })}
      >
        {icon}
        {children}
      </Link>
    </Box>
  )
}

/** 'Call' on a phone's sheet; the number itself on a laptop, where a tel: link may ring nothing. */
function CallLabel({ label, number, inHeader }: { label: string; number: string; inHeader: boolean }) {
  if (!inHeader) return label
  return (
    <>
      <Box component="span" sx={{ display: { md: 'none' } }}>
        {label}
      </Box>
      <Box component="span" dir="ltr" sx={{ display: { xs: 'none', md: 'inline' } }}>
        {number}
      </Box>
    </>
  )
}

/**
 * Quote, Call and WhatsApp for the reader's own office, as one row of plain links with an icon
 * over a short label: the phone action bar, and without the quote (the header has its own quote
 * button) the header's menu (the end of the phone sheet). Beside the quote button from a tablet
 * up, Call shows the office's number (a UK buyer on a laptop reads it, round-4 English review)
 * over WhatsApp, which names its office's city where it is not the reader's own (English: Dubai).
 */
export function ContactActionLinks({ inHeader = false }: { inHeader?: boolean }) {
  const { t } = useTranslation('channels')
  const localize = useLocalize()
  const { call, whatsapp, number } = usePrimaryContacts()
  const { label: callLabel, ...callLink } = call
  const { label: whatsappLabel, ...whatsappLink } = whatsapp
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        listStyle: 'none',
        m: 0,
        p: 0,
        ...(inHeader && { flexDirection: { md: 'column' } }),
      }}
    >
      {!inHeader && (
        <Action href={localize('/contact')} icon={<QuoteIcon aria-hidden />} inHeader={false}>
          {t('quickContact.quote')}
        </Action>
      )}
      <Action
        icon={<PhoneIcon aria-hidden />}
        inHeader={inHeader}
        {...callLink}
        // The name starts with the visible 'Call' and holds the number shown from a tablet up.
        {...(inHeader && { 'aria-label': `${callLink['aria-label']} ${isolateLtr(number)}` })}
      >
        <CallLabel label={callLabel} number={number} inHeader={inHeader} />
      </Action>
      <Action icon={<WhatsAppIcon aria-hidden />} inHeader={inHeader} {...whatsappLink}>
        {whatsappLabel}
      </Action>
    </Box>
  )
}

import EmailIcon from '@mui/icons-material/EmailOutlined'
import PhoneIcon from '@mui/icons-material/PhoneOutlined'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { mailboxes } from '#config/mailboxes.ts'
import { getOffice, type OfficeId } from '#config/offices.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { primaryOfficeByLocale } from './primaryOffice.ts'
import { useWhatsApp, whatsappLinkProps } from './useWhatsApp.ts'
import { WhatsAppElsewhereNote } from './WhatsAppElsewhereNote.tsx'

// On a phone the icon sits over the label, which may take two lines: a third of 390 px had no
// room for both side by side, and 'WhatsApp Dubai' lost its last letter (round-5 English review).
const buttonSx = {
  minHeight: 48,
  // As tall as the row's tallest: a label on two lines beside two on one made the row look broken
  // (English reviewer, round 6).
  height: '100%',
  px: 1,
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  textAlign: 'center',
  flexDirection: { xs: 'column', sm: 'row' },
  // From the top on a phone: the icons in one line and the labels starting on one line, when one
  // label takes two ('WhatsApp / Dubai' raised its icon above the others; round-8 English review).
  justifyContent: { xs: 'flex-start', sm: 'center' },
  pt: { xs: 1, sm: 0.75 },
  gap: { xs: 0.25, sm: 0 },
  '& .MuiButton-startIcon': { mx: { xs: 0 }, ml: { sm: -0.5 }, mr: { sm: 1 } },
} as const

/**
 * Call, WhatsApp and Email for the reader's own office, in one row above Contact's form (on a
 * phone the details below the form are 1,900 px down; wider, the offices' column runs long) and
 * in the notice of a message over the rate limit. While it is on screen, the sticky action bar
 * would only repeat it. Each label names its office's city ("Call Lahore"), as the action bar
 * has no room to: a buyer should know before tapping that the call is not to London (the Urdu
 * reviewer, round 5). Where WhatsApp goes to another office (English: Dubai), a line under the row
 * says who answers it and when.
 */
export function QuickContactRow() {
  const { t } = useTranslation('channels')
  const { locale } = usePageContext()
  const own = getOffice(primaryOfficeByLocale[locale])
  const whatsapp = useWhatsApp()
  const city = (id: OfficeId) => t(`offices.city.${id}`)
  return (
    // The row and, for an English reader, the line under it on who answers WhatsApp: one block,
    // so whoever places it spaces the two together (a negative margin drew the line over the row
    // where the row's own margin was taken away: round-10 English review).
    <Box data-quick-contact sx={{ mb: 4 }}>
      <Box
        component="ul"
        aria-label={t('quickContact.label')}
        data-hides-action-bar
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          // Three equal, separate links: one filled beside two outlined, close together, read as a
          // tab set with Call chosen (round-4 English review).
          gap: 1.5,
          '& > li': { display: 'flex' },
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        <QuickLink icon={<PhoneIcon aria-hidden />} href={`tel:${own.phoneE164}`}>
          {t('quickContact.callCity', { city: city(own.id) })}
        </QuickLink>
        <QuickLink icon={<WhatsAppIcon aria-hidden />} href={whatsapp.href} {...whatsappLinkProps}>
          {whatsapp.quick}
        </QuickLink>
        <QuickLink
          icon={<EmailIcon aria-hidden />}
          href={`mailto:${mailboxes.sales}`}
          aria-label={t('quickContact.emailSales')}
        >
          {t('quickContact.email')}
        </QuickLink>
      </Box>
      <WhatsAppElsewhereNote />
    </Box>
  )
}

interface QuickLinkProps {
  icon: ReactNode
  children: ReactNode
  href: string
  rel?: string
  'aria-label'?: string
}

function QuickLink({ icon, children, ...link }: QuickLinkProps) {
  return (
    <li>
      <Button fullWidth variant="outlined" startIcon={icon} sx={buttonSx} {...link}>
        {children}
      </Button>
    </li>
  )
}

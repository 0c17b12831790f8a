import CheckIcon from '@mui/icons-material/CheckCircleOutlined'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { whatsappOfficeFor } from '#components/contactInfo/primaryOffice.ts'
import { whatsappLinkProps } from '#components/contactInfo/useWhatsApp.ts'
import { whatsappUrl } from '#components/contactInfo/whatsappUrl.ts'
import { ExternalLink } from '#components/layout/ExternalLink.tsx'
import { Section } from '#components/Section.tsx'
import { company } from '#config/company.ts'
import { sisterProducts } from '#config/products.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { ChatIllustration } from './ChatIllustration.tsx'

const chatbot = sisterProducts.find((product) => product.id === 'chatbot')

// What ReplyPilot does for a business, in the order a conversation meets it.
const automations = ['support', 'leads', 'orders', 'handover'] as const

/**
 * ReplyPilot, the WhatsApp chatbot: what it automates, a chat in the page's language, and two ways
 * on. The first stays with us: a WhatsApp message to the reader's own office (Dubai for English
 * readers, as everywhere) asking for a demo, already written in the page's language. The second is
 * the product's own site, in a new tab that the link says it opens.
 */
export function ReplyPilotFeature() {
  const { t } = useTranslation('replyPilot')
  const { locale } = usePageContext()
  if (!chatbot) return null
  const { name, url } = chatbot
  const demoHref = whatsappUrl(
    whatsappOfficeFor(locale).whatsapp.e164,
    t('demo.message', { company: company.name, name, applyPostProcessor: false }),
  )
  return (
    <Section id="replypilot" heading={t('heading', { name })} intro={t('intro')}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 8 },
          gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 420px)' },
          // Top-aligned: centred against the taller chat, the text column opened an empty band
          // above "What It Automates" (English reviewer, round 6).
          alignItems: 'start',
          '& .automations': {
            listStyle: 'none',
            m: 0,
            mb: { xs: 3, md: 4 },
            p: 0,
            display: 'grid',
            gap: { xs: 1.25, md: 2 },
          },
          '& .automations li': {
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            alignItems: 'baseline',
          },
          '& .automations svg': { alignSelf: 'center' },
          '& .automations strong': { fontWeight: (theme) => theme.typography.button.fontWeight },
          '& .automations span': { gridColumn: 2, color: 'text.secondary' },
        }}
      >
        <div>
          <Typography variant="h3" component="h3" gutterBottom>
            {t('automates.heading')}
          </Typography>
          <ul className="automations">
            {automations.map((id) => (
              <li key={id}>
                <CheckIcon aria-hidden color="secondary" sx={{ fontSize: '1.1rem' }} />
                <strong>{t(`automates.${id}.title`)}</strong>
                <span>{t(`automates.${id}.text`)}</span>
              </li>
            ))}
          </ul>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1.5 }}>
            <Button
              variant="contained"
              size="large"
              href={demoHref}
              {...whatsappLinkProps}
              startIcon={<WhatsAppIcon aria-hidden />}
              sx={{ minHeight: 48 }}
            >
              {t('demo.button', { name })}
            </Button>
            <ExternalLink href={url} newTabIcon sx={{ fontWeight: (theme) => theme.typography.button.fontWeight }}>
              {t('visit', { name })}
            </ExternalLink>
          </Box>
        </div>
        <ChatIllustration />
      </Box>
    </Section>
  )
}

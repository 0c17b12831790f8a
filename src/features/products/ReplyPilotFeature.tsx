import ChatIcon from '@mui/icons-material/ForumOutlined'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import LeadIcon from '@mui/icons-material/PersonAddAltOutlined'
import OrderIcon from '@mui/icons-material/ShoppingBagOutlined'
import HandoverIcon from '@mui/icons-material/SupportAgentOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { Section } from '#components/Section.tsx'
import { VisuallyHidden } from '#components/VisuallyHidden.tsx'
import { sisterProducts } from '#config/products.ts'
import { ChatIllustration } from './ChatIllustration.tsx'

const chatbot = sisterProducts.find((product) => product.id === 'chatbot')

// What ReplyPilot does for a business, in the order a conversation meets it.
const automations = [
  { id: 'support', icon: ChatIcon },
  { id: 'leads', icon: LeadIcon },
  { id: 'orders', icon: OrderIcon },
  { id: 'handover', icon: HandoverIcon },
] as const

/** ReplyPilot, the WhatsApp chatbot: what it automates, a chat in the page's language, a visit link. */
export function ReplyPilotFeature() {
  const { t } = useTranslation('replyPilot')
  const { t: tCommon } = useTranslation()
  if (!chatbot) return null
  const { name, url } = chatbot
  return (
    <Section id="replypilot" heading={t('heading', { name })} intro={t('intro')}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 420px)' },
          alignItems: 'center',
        }}
      >
        <div>
          <Typography variant="h3" component="h3" sx={{ mb: 2.5 }}>
            {t('automates.heading')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mb: 4, p: 0, display: 'grid', gap: 2.5 }}>
            {automations.map(({ id, icon: Icon }) => (
              <Box component="li" key={id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <Icon aria-hidden color="secondary" sx={{ mt: 0.25 }} />
                <div>
                  <Typography component="p" sx={{ fontWeight: (theme) => theme.typography.button.fontWeight }}>
                    {t(`automates.${id}.title`)}
                  </Typography>
                  <Typography color="text.secondary">{t(`automates.${id}.text`)}</Typography>
                </div>
              </Box>
            ))}
          </Box>
          <Button
            variant="contained"
            size="large"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<DirectionalIcon icon={OpenInNewIcon} />}
          >
            {t('visit', { name })}
            <VisuallyHidden> {tCommon('a11y.opensInNewTab')}</VisuallyHidden>
          </Button>
        </div>
        <ChatIllustration />
      </Box>
    </Section>
  )
}

import CheckIcon from '@mui/icons-material/CheckCircleOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ExternalLink } from '#components/layout/ExternalLink.tsx'
import { Section } from '#components/Section.tsx'
import { sisterProducts } from '#config/products.ts'
import { ChatIllustration } from './ChatIllustration.tsx'

const chatbot = sisterProducts.find((product) => product.id === 'chatbot')

// What ReplyPilot does for a business, in the order a conversation meets it.
const automations = ['support', 'leads', 'orders', 'handover'] as const

/** ReplyPilot, the WhatsApp chatbot: what it automates, a chat in the page's language, a visit link. */
export function ReplyPilotFeature() {
  const { t } = useTranslation('replyPilot')
  if (!chatbot) return null
  const { name, url } = chatbot
  return (
    <Section id="replypilot" heading={t('heading', { name })} intro={t('intro')}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 8 },
          gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 420px)' },
          alignItems: 'center',
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
          <ExternalLink
            href={url}
            underline="none"
            sx={{
              display: 'inline-block',
              px: 3,
              py: 1.25,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: (theme) => theme.typography.button.fontWeight,
              '&:hover': { bgcolor: 'primary.dark' },
            }}
          >
            {t('visit', { name })}
          </ExternalLink>
        </div>
        <ChatIllustration />
      </Box>
    </Section>
  )
}

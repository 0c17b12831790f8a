import StorefrontIcon from '@mui/icons-material/StorefrontOutlined'
import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { Trans, useTranslation } from 'react-i18next'
import { VisuallyHidden } from '#components/VisuallyHidden.tsx'
import { sisterProducts } from '#config/products.ts'
import { formatTimeOfDay } from '#i18n/format.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { chatColors } from './chatColors.ts'
import { type ChatSpeaker, chatExample } from './chatExample.ts'

const name = sisterProducts.find((product) => product.id === 'chatbot')?.name

// The customer's bubbles sit at the inline end, as one's own messages do in WhatsApp, and the
// bot's at the start: logical properties put them right and left in English, left and right in
// Arabic and Urdu, with the squared corner on the side the bubble comes from.
const bubble = (from: ChatSpeaker): SxProps<Theme> => ({
  alignSelf: from === 'customer' ? 'flex-end' : 'flex-start',
  maxWidth: '85%',
  px: 1.5,
  py: 0.75,
  borderRadius: '12px',
  [from === 'customer' ? 'borderStartEndRadius' : 'borderStartStartRadius']: 0,
  bgcolor: from === 'customer' ? chatColors.customerBubble : chatColors.botBubble,
  boxShadow: '0 1px 0.5px rgba(11, 20, 26, 0.13)',
  fontSize: (theme) => theme.typography.pxToRem(15),
  overflowWrap: 'anywhere',
})

/**
 * A WhatsApp-style chat drawn in HTML, in the page's language: real text that can be read, zoomed
 * and translated. It is a figure whose caption says it is an illustration, each message names its
 * speaker for screen readers, and nothing in it can be focused or clicked.
 */
export function ChatIllustration() {
  const { t } = useTranslation('replyPilot')
  const { locale } = usePageContext()
  const captionId = 'replypilot-chat-caption'
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, width: '100%', maxWidth: 420, mx: 'auto' }}>
      <Box
        sx={{
          borderRadius: 4,
          overflow: 'hidden',
          border: 6,
          borderColor: 'text.primary',
          bgcolor: chatColors.wallpaper,
          boxShadow: '0 12px 32px rgba(15, 23, 42, 0.18)',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 1,
            bgcolor: chatColors.header,
            color: '#fff',
          }}
        >
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              flex: 'none',
              width: 40,
              height: 40,
              borderRadius: '50%',
              bgcolor: chatColors.headerMutedText,
              color: chatColors.header,
            }}
          >
            <StorefrontIcon aria-hidden />
          </Box>
          <div>
            <Typography component="p" sx={{ fontWeight: (theme) => theme.typography.button.fontWeight }}>
              {t('chat.shopName')}
            </Typography>
            <Typography
              component="p"
              sx={{ fontSize: (theme) => theme.typography.pxToRem(14), color: chatColors.headerMutedText }}
            >
              {t('chat.shopStatus', { name })}
            </Typography>
          </div>
        </Box>
        <Box
          component="ol"
          aria-label={t('chat.label')}
          sx={{ listStyle: 'none', m: 0, p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {chatExample.map(({ id, from, time }) => (
            <Box component="li" key={id} sx={bubble(from)}>
              <VisuallyHidden>{from === 'customer' ? t('chat.customer') : t('chat.bot', { name })} </VisuallyHidden>
              <Trans t={t} i18nKey={`chat.messages.${id}`} components={{ ltr: <bdi dir="ltr" /> }} />
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'block',
                  textAlign: 'end',
                  fontSize: (theme) => theme.typography.pxToRem(14),
                  lineHeight: 1.4,
                  color: 'text.secondary',
                }}
              >
                {formatTimeOfDay(locale, time)}
              </Box>
            </Box>
          ))}
          <Box
            component="li"
            sx={{
              alignSelf: 'center',
              px: 1.5,
              py: 0.5,
              borderRadius: '8px',
              bgcolor: chatColors.note,
              color: 'text.secondary',
              fontSize: (theme) => theme.typography.pxToRem(14),
              textAlign: 'center',
            }}
          >
            {t('chat.handover')}
          </Box>
        </Box>
      </Box>
      <Typography id={captionId} component="figcaption" color="text.secondary" sx={{ mt: 1.5, fontSize: '0.95rem' }}>
        {t('chat.caption', { name })}
      </Typography>
    </Box>
  )
}

import ChatIcon from '@mui/icons-material/ChatOutlined'
import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { Trans, useTranslation } from 'react-i18next'
import { atLeastCaption } from '#components/theme/atLeastCaption.ts'
import { VisuallyHidden } from '#components/VisuallyHidden.tsx'
import { sisterProducts } from '#config/products.ts'
import { formatChatTime } from '#i18n/format.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { chatColors } from './chatColors.ts'
import { chatExample } from './chatExample.ts'

const name = sisterProducts.find((product) => product.id === 'chatbot')?.name
const captionId = 'replypilot-chat-caption'

// One style for the whole illustration (plain elements, no component per bubble), which keeps the
// products page, the heaviest page of the site, inside its HTML budget. The customer's bubbles sit
// at the inline end, as one's own messages do in WhatsApp, and the bot's at the start: logical
// values put them right and left in English, left and right in Arabic and Urdu, each with the
// squared corner on the side it comes from.
const chatSx: SxProps<Theme> = (theme) => ({
  m: 0,
  width: '100%',
  maxWidth: 420,
  mx: 'auto',
  '& .chat-screen': {
    borderRadius: { xs: '22px', md: '28px' },
    overflow: 'hidden',
    border: `solid ${theme.palette.text.primary}`,
    borderWidth: { xs: 4, md: 6 },
    bgcolor: chatColors.wallpaper,
    boxShadow: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
  '& .chat-header': { display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, bgcolor: chatColors.header },
  '& .chat-header svg': {
    boxSizing: 'content-box',
    p: 1,
    borderRadius: '50%',
    bgcolor: chatColors.headerMutedText,
    color: chatColors.header,
  },
  '& .chat-header p': { m: 0, color: '#fff', fontWeight: theme.typography.button.fontWeight },
  '& .chat-header p + p': {
    color: chatColors.headerMutedText,
    fontWeight: 'inherit',
    fontSize: theme.typography.pxToRem(14),
  },
  // Tighter on a phone, where every line of the chat is a line of the page's length.
  '& ol': {
    listStyle: 'none',
    m: 0,
    p: { xs: 1, md: 1.5 },
    display: 'flex',
    flexDirection: 'column',
    gap: { xs: 0.75, md: 1 },
  },
  '& li': {
    alignSelf: 'flex-start',
    maxWidth: { xs: '90%', md: '85%' },
    px: { xs: 1.25, md: 1.5 },
    py: { xs: 0.5, md: 0.75 },
    borderRadius: '12px',
    borderStartStartRadius: 0,
    bgcolor: chatColors.botBubble,
    boxShadow: '0 1px 0.5px rgba(11, 20, 26, 0.13)',
    fontSize: theme.typography.pxToRem(15),
    // A bubble holds a line or three: the script's line height for controls, as WhatsApp's own
    // bubbles are tighter than running text (Urdu 2.3, which still clears Nastaliq's falls).
    lineHeight: theme.typography.button.lineHeight,
    overflowWrap: 'anywhere',
  },
  '& li[data-from="customer"]': {
    alignSelf: 'flex-end',
    borderStartStartRadius: '12px',
    borderStartEndRadius: 0,
    bgcolor: chatColors.customerBubble,
  },
  '& li.chat-note': { alignSelf: 'center', borderRadius: '8px', bgcolor: chatColors.note, textAlign: 'center' },
  '& .chat-time, & li.chat-note': { color: 'text.secondary', fontSize: theme.typography.pxToRem(14) },
  // An order number or a phone number never breaks across two lines.
  '& bdi': { whiteSpace: 'nowrap' },
  '& .chat-time': { display: 'block', textAlign: 'end', lineHeight: 1.4 },
  // Nastaliq's time ('صبح 11:00') needs its own tall line: at 1.4 the message's falling چ above
  // touched it (round-10 Urdu review).
  'html[lang="ur"] & .chat-time': { lineHeight: 2, mt: 0.5 },
  '& figcaption': { mt: { xs: 1, md: 1.5 }, color: 'text.secondary', fontSize: atLeastCaption('0.95rem')(theme) },
})

/**
 * A WhatsApp-style chat drawn in HTML, in the page's language: real text that can be read, zoomed
 * and translated. It is a figure whose caption says it is an illustration, each message names its
 * speaker for screen readers, and nothing in it can be focused or clicked.
 */
export function ChatIllustration() {
  const { t } = useTranslation('replyPilot')
  const { locale } = usePageContext()
  return (
    <Box component="figure" aria-labelledby={captionId} sx={chatSx}>
      <div className="chat-screen">
        <div className="chat-header">
          <ChatIcon aria-hidden />
          <div>
            <p>{t('chat.shopName')}</p>
            <p>{t('chat.shopStatus', { name })}</p>
          </div>
        </div>
        <ol aria-label={t('chat.label')}>
          {chatExample.map(({ id, from, time }) => (
            <li key={id} data-from={from}>
              <VisuallyHidden>{from === 'customer' ? t('chat.customer') : t('chat.bot', { name })} </VisuallyHidden>
              <Trans t={t} i18nKey={`chat.messages.${id}`} components={{ ltr: <bdi dir="ltr" /> }} />
              <span className="chat-time" aria-hidden>
                {formatChatTime(locale, time)}
              </span>
            </li>
          ))}
          <li className="chat-note">{t('chat.handover')}</li>
        </ol>
      </div>
      <figcaption id={captionId}>{t('chat.caption', { name })}</figcaption>
    </Box>
  )
}

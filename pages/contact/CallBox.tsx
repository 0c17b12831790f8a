import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { CallButtons } from '#components/contactInfo/CallButtons.tsx'
import { contactCardStyle } from '#components/contactInfo/contactCardStyle.ts'
import { contactSentPanelId } from '#features/contact/sentPanel.ts'

/**
 * The call buttons (the reader's own office first). After the details on a phone; on a wider
 * screen under the form, so the form's column is not half empty beside the details' long one.
 * Once the message is sent it goes: the sent panel offers the same call, and on a laptop the
 * toast takes its place under the panel (Toasts.tsx).
 */
export function CallBox() {
  const { t } = useTranslation('contact')
  return (
    <Box sx={{ ...contactCardStyle, [`body:has(#${contactSentPanelId}:not([hidden])) &`]: { display: 'none' } }}>
      <Typography variant="h5" component="h3" gutterBottom>
        {t('details.callHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('details.callText')}
      </Typography>
      <CallButtons />
    </Box>
  )
}

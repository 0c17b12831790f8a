import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { contactCardStyle } from '#components/contactInfo/contactCardStyle.ts'
import { QuickContactRow } from '#components/contactInfo/QuickContactRow.tsx'
import { contactRateLimit } from '#config/contactRateLimit.ts'
import { tooManyHeadingId, tooManyNoticeId } from './tooManyNotice.ts'

/**
 * "Please wait a few minutes": the answer to a message over the rate limit, apart from the error
 * summary (nothing in the form is wrong). It says how long to wait at most (the limit's window)
 * and offers Call, WhatsApp and Email for the reader's own office right there. Rendered hidden
 * with the page, shown by the island on a 429 (tooManyNotice.ts), or shown and focused by the
 * server's page after a refused post without JavaScript.
 */
export function TooManyNotice({ shown }: { shown: boolean }) {
  const { t } = useTranslation('contact')
  const duration = t('tooMany.minutes', { count: contactRateLimit.windowMinutes })
  return (
    <Box
      component="section"
      id={tooManyNoticeId}
      hidden={!shown}
      tabIndex={-1}
      autoFocus={shown}
      aria-labelledby={tooManyHeadingId}
      // A contact card (as the mailboxes and call buttons beside it are), its edge in the warning colour.
      sx={{ ...contactCardStyle, borderColor: 'warning.main', mt: 4, '& [data-quick-contact]': { mb: 0 } }}
    >
      <Typography id={tooManyHeadingId} variant="h5" component="h3" gutterBottom>
        {t('tooMany.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('tooMany.text', { duration })} {t('tooMany.now')}
      </Typography>
      <QuickContactRow />
    </Box>
  )
}

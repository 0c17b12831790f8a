import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { ContactSent } from '#features/contact/ContactSent.tsx'
import { replyHours } from '#i18n/replyHours.ts'
import { useLocalize } from '#i18n/useLocalize.ts'

/**
 * The page a message sent without JavaScript lands on (the server answers the post with a 303).
 * It shows what takes the form's place when the message was sent with JavaScript (ContactSent),
 * with the reply promise under the headline, where the page with JavaScript shows its toast.
 */
export default function Page() {
  const { t } = useTranslation('contact')
  const localize = useLocalize()
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <ContactSent
        level={1}
        intro={
          <Typography variant="subtitle1" color="text.secondary" sx={{ fontSize: '1.15rem' }}>
            {t('thankYou.text', { hours: replyHours(t) })}
          </Typography>
        }
      >
        <Button variant="text" href={localize('/')}>
          {t('thankYou.home')}
        </Button>
        <Button variant="text" href={localize('/contact')} endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}>
          {t('thankYou.back')}
        </Button>
      </ContactSent>
    </Container>
  )
}

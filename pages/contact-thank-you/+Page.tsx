import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { ContactSent } from '#features/contact/ContactSent.tsx'
import { useLocalize } from '#i18n/useLocalize.ts'

/**
 * The page a message sent without JavaScript lands on (the server answers the post with a 303).
 * It shows what takes the form's place when the message was sent with JavaScript (ContactSent),
 * whose next steps carry the reply promise.
 */
export default function Page() {
  const { t } = useTranslation('contact')
  const localize = useLocalize()
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <ContactSent level={1}>
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

import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { ContactNextSteps } from '#features/contact/ContactNextSteps.tsx'
import { replyHours } from '#i18n/replyHours.ts'
import { useLocalize } from '#i18n/useLocalize.ts'

/**
 * The page a message sent without JavaScript lands on (the server answers the post with a 303).
 * It says what the panel in place of the form says when the message was sent with JavaScript.
 */
export default function Page() {
  const { t } = useTranslation('contact')
  const { t: tChannels } = useTranslation('channels')
  const localize = useLocalize()
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <CheckCircleIcon aria-hidden color="success" sx={{ fontSize: 64, mb: 2 }} />
        <Typography variant="h1" gutterBottom>
          {t('thankYou.heading')}
        </Typography>
        <Typography variant="subtitle1" color="text.secondary" sx={{ fontSize: '1.15rem' }}>
          {t('thankYou.text', { hours: replyHours(t) })}
        </Typography>
      </Box>
      <ContactNextSteps heading={tChannels('sent.nextHeading')}>
        <Button variant="text" href={localize('/')}>
          {t('thankYou.home')}
        </Button>
        <Button variant="text" href={localize('/contact')} endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}>
          {t('thankYou.back')}
        </Button>
      </ContactNextSteps>
    </Container>
  )
}

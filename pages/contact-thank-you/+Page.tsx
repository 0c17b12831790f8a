import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { useLocalize } from '#i18n/useLocalize.ts'

/** The page a message sent without JavaScript lands on (the server answers the post with a 303). */
export default function Page() {
  const { t } = useTranslation('contact')
  const localize = useLocalize()
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <CheckCircleIcon aria-hidden color="success" sx={{ fontSize: 64, mb: 2 }} />
      <Typography variant="h1" gutterBottom>
        {t('thankYou.heading')}
      </Typography>
      <Typography variant="subtitle1" color="text.secondary" sx={{ fontSize: '1.15rem', mb: 4 }}>
        {t('thankYou.text')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" href={localize('/')}>
          {t('thankYou.home')}
        </Button>
        <Button
          variant="outlined"
          size="large"
          href={localize('/contact')}
          endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}
        >
          {t('thankYou.back')}
        </Button>
      </Box>
    </Container>
  )
}

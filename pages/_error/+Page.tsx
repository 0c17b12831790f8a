import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '#i18n/format.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { errorDetail } from './errorDetail.ts'

// https://vike.dev/error-page
export default function Page() {
  const { t } = useTranslation()
  const pageContext = usePageContext()
  const localize = useLocalize()
  const is404 = pageContext.is404 === true
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 14 }, textAlign: 'center' }} data-not-found={is404 || undefined}>
      {is404 ? (
        <>
          <Typography
            component="p"
            aria-hidden
            sx={{ fontSize: '6rem', fontWeight: 700, color: 'primary.main', lineHeight: 1 }}
          >
            {formatNumber(pageContext.locale, 404)}
          </Typography>
          <Typography id="page-heading" variant="h1" sx={{ fontSize: '2rem', my: 2 }}>
            {t('notFound.heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {t('notFound.text')}
          </Typography>
          <Button variant="contained" size="large" href={localize('/')}>
            {t('notFound.home')}
          </Button>
        </>
      ) : (
        <>
          <Typography id="page-heading" variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
            {t('error.heading')}
          </Typography>
          <Typography component="p" sx={{ fontFamily: 'monospace', mb: 2 }}>
            {errorDetail(pageContext)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {t('error.text')}
          </Typography>
          <Button variant="contained" size="large" href={localize('/')}>
            {t('error.home')}
          </Button>
        </>
      )}
    </Container>
  )
}

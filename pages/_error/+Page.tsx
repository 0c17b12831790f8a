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
  // The two cases differ only in their words, the big 404 above the heading and the error's detail below it.
  const texts = is404 ? 'notFound' : 'error'
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 14 }, textAlign: 'center' }} data-not-found={is404 || undefined}>
      {is404 && (
        <Typography
          component="p"
          aria-hidden
          sx={{ fontSize: '6rem', fontWeight: 700, color: 'primary.main', lineHeight: 1 }}
        >
          {formatNumber(pageContext.locale, 404)}
        </Typography>
      )}
      <Typography id="page-heading" variant="h1" sx={{ fontSize: '2rem', mt: is404 ? 2 : 0, mb: 2 }}>
        {t(`${texts}.heading`)}
      </Typography>
      {!is404 && (
        <Typography component="p" sx={{ fontFamily: 'monospace', mb: 2 }}>
          {errorDetail(pageContext)}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(`${texts}.text`)}
      </Typography>
      <Button variant="contained" size="large" href={localize('/')}>
        {t(`${texts}.home`)}
      </Button>
    </Container>
  )
}

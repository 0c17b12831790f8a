import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '#i18n/format.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { errorDetail } from './errorDetail.ts'

// Where a visitor who followed a dead link most likely meant to go.
const suggestedPages = [
  { key: 'services', path: '/services' },
  { key: 'portfolio', path: '/portfolio' },
  { key: 'contact', path: '/contact' },
] as const

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
      {is404 && (
        <Box component="nav" aria-labelledby="not-found-elsewhere" sx={{ mt: 5 }}>
          <Typography id="not-found-elsewhere" color="text.secondary">
            {t('notFound.elsewhere')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 1,
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: 1,
            }}
          >
            {suggestedPages.map(({ key, path }) => (
              <li key={key}>
                <Link
                  href={localize(path)}
                  sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, px: 1.5, fontWeight: 700 }}
                >
                  {t(`nav.${key}`)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Container>
  )
}

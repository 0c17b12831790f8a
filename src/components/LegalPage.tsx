import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { company } from '#config/company.ts'
import { legalLastUpdated } from '#config/legal.ts'
import { formatMonth } from '#features/i18n/format.ts'
import { usePageContext } from '#renderer/usePageContext.tsx'
import { PageHeader } from './PageHeader.tsx'

export type LegalDocument = 'privacy' | 'terms' | 'cookies' | 'disclaimer'

/** A legal page: heading, the date of its last revision and its text. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal')
  const { locale } = usePageContext()
  return (
    <>
      <PageHeader heading={t(`${document}.heading`)}>
        <Typography color="text.secondary">
          {t('lastUpdated', { date: formatMonth(locale, legalLastUpdated) })}
        </Typography>
      </PageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography sx={{ fontSize: '1.1rem' }}>{t(`${document}.intro`, { company: company.name })}</Typography>
      </Container>
    </>
  )
}

import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#components/PageHeader.tsx'
import { legalLastUpdated } from '#config/legal.ts'
import { formatMonth } from '#i18n/format.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { CookieTable } from './CookieTable.tsx'
import { LegalContactDetails } from './LegalContactDetails.tsx'
import { LegalSectionView } from './LegalSectionView.tsx'
import { type LegalDocumentId, readSections } from './legalSections.ts'
import { legalValues } from './legalValues.ts'
import { TableOfContents } from './TableOfContents.tsx'

/** A legal page: heading, date of its last revision, contents, then its sections from locales/<lng>/legal.json. */
export function LegalPage({ document }: { document: LegalDocumentId }) {
  const { t, i18n } = useTranslation('legal')
  const { locale } = usePageContext()
  const localize = useLocalize()
  const values = legalValues(locale, i18n.t)
  const sections = readSections(t(`${document}.sections`, { ...values, returnObjects: true }))

  // Content that is not prose: rendered after the prose of the section it belongs to.
  const extras: Record<string, ReactNode> = {
    contact: <LegalContactDetails />,
    ...(document === 'cookies' && { stored: <CookieTable /> }),
    ...(document === 'privacy' && {
      cookies: (
        <Typography>
          <Link href={localize('/cookies')}>{t('privacy.cookiePolicyLink')}</Link>
        </Typography>
      ),
    }),
  }

  return (
    <>
      <PageHeader heading={t(`${document}.heading`)}>
        <Typography color="text.secondary">
          {t('lastUpdated', { date: formatMonth(locale, legalLastUpdated) })}
        </Typography>
      </PageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography sx={{ fontSize: '1.1rem', mb: 4 }}>{t(`${document}.intro`, values)}</Typography>
        <TableOfContents sections={sections} />
        {sections.map((section) => (
          <LegalSectionView key={section.id} section={section}>
            {extras[section.id]}
          </LegalSectionView>
        ))}
      </Container>
    </>
  )
}

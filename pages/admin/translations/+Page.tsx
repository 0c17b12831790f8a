import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AdminHeading } from '#features/admin/AdminHeading.tsx'
import { expectView } from '#features/admin/adminViews.ts'
import { ColumnHeads } from '#features/admin/ColumnHeads.tsx'
import { previewPageUrl } from '#features/admin/preview/previewUrls.ts'
import { useLanguageName } from '#features/admin/useLanguageName.ts'
import type { Locale } from '#i18n/locales.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

function KeyList({ keys }: { keys: string[] }) {
  if (keys.length === 0) return <>0</>
  return (
    <details>
      <summary>{keys.length}</summary>
      <Box component="ul" sx={{ m: 0, pl: 2, fontFamily: 'monospace', fontSize: '0.8rem' }}>
        {keys.map((key) => (
          <li key={key}>{key}</li>
        ))}
      </Box>
    </details>
  )
}

export default function Page() {
  const { t } = useTranslation('admin')
  const view = expectView(usePageContext().adminView, 'translations')
  const language = useLanguageName()
  const columns = ['language', 'namespace', 'keys', 'missing', 'identical', 'placeholders', 'preview'] as const
  return (
    <>
      <AdminHeading heading={t('translations.heading')} intro={t('translations.intro')} />
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('translations.strings')}
      </Typography>
      <Box sx={{ overflowX: 'auto', mb: 5 }}>
        <Table size="small" aria-label={t('translations.strings')}>
          <ColumnHeads labels={columns.map((column) => t(`translations.columns.${column}`))} />
          <TableBody>
            {view.namespaces.map((row) => (
              <TableRow key={`${row.locale}/${row.namespace}`}>
                <TableCell>{language(row.locale)}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{`${row.locale}/${row.namespace}.json`}</TableCell>
                <TableCell>{row.keys}</TableCell>
                <TableCell>
                  <KeyList keys={row.missing} />
                </TableCell>
                <TableCell>
                  <KeyList keys={row.identical} />
                </TableCell>
                <TableCell>
                  <KeyList keys={row.placeholders} />
                </TableCell>
                <TableCell>
                  <Link href={previewPageUrl(row.previewPath, row.locale as Locale)}>
                    {t('translations.previewLink', { path: row.previewPath, language: language(row.locale) })}
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('translations.articles')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('translations.articles')}>
          <ColumnHeads
            labels={[
              t('translations.article'),
              ...(view.articles[0]?.locales ?? []).map(({ locale }) => language(locale)),
            ]}
          />
          <TableBody>
            {view.articles.map((article) => (
              <TableRow key={article.slug}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{article.slug}</TableCell>
                {article.locales.map(({ locale, present, draft }) => (
                  <TableCell key={locale}>
                    {present ? (
                      <Link href={previewPageUrl(`/blog/${article.slug}`, locale as Locale)}>
                        {draft ? t('translations.draftState') : t('translations.present')}
                      </Link>
                    ) : (
                      t('translations.absent')
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  )
}

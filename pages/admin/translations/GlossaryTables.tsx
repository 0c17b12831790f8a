import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { TranslationsView } from '#features/admin/adminViews.ts'
import { ColumnHeads } from '#features/admin/ColumnHeads.tsx'
import { useLanguageName } from '#features/admin/useLanguageName.ts'
import { localeInfo } from '#i18n/locales.ts'

/** The house terms of each language, as translators should write them. */
export function GlossaryTables({ glossary }: { glossary: TranslationsView['glossary'] }) {
  const { t } = useTranslation('admin')
  const languageName = useLanguageName()
  const columns = (['english', 'preferred', 'avoid', 'note'] as const).map((c) =>
    t(`translations.glossaryColumns.${c}`),
  )
  return (
    <Box component="section" id="glossary" aria-labelledby="glossary-heading" sx={{ mb: 5 }}>
      <Typography variant="h2" id="glossary-heading" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {t('translations.glossary')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('translations.glossaryIntro')}</Typography>
      {glossary.map(({ locale, terms }) => {
        const label = t('translations.glossaryLanguage', { language: languageName(locale) })
        const own = { lang: locale, dir: localeInfo[locale].dir }
        return (
          <Box key={locale} sx={{ overflowX: 'auto', mb: 3 }}>
            <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
              {label}
            </Typography>
            <Table size="small" aria-label={label}>
              <ColumnHeads labels={columns} />
              <TableBody>
                {terms.map((term) => (
                  <TableRow key={term.english}>
                    <TableCell>{term.english}</TableCell>
                    <TableCell {...own} sx={{ fontSize: '1.1rem' }}>
                      {term.preferred}
                    </TableCell>
                    <TableCell {...own}>{term.avoid.join('، ')}</TableCell>
                    <TableCell>{term.note}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )
      })}
    </Box>
  )
}

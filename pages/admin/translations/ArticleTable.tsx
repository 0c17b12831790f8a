import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ArticleRow } from '#features/admin/adminViews.ts'
import { ColumnHeads } from '#features/admin/ColumnHeads.tsx'
import { articleEditorUrl } from '#features/admin/editor/articleEditorUrl.ts'
import { previewPageUrl } from '#features/admin/preview/previewUrls.ts'
import { useLanguageName } from '#features/admin/useLanguageName.ts'
import type { Locale } from '#i18n/locales.ts'

/** Which languages each article exists in, drafts marked, each linked to its preview. */
export function ArticleTable({ articles }: { articles: ArticleRow[] }) {
  const { t } = useTranslation('admin')
  const language = useLanguageName()
  return (
    <Box component="section" id="articles" aria-labelledby="articles-heading">
      <Typography variant="h2" id="articles-heading" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {t('translations.articles')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('translations.articles')}>
          <ColumnHeads
            labels={[t('translations.article'), ...(articles[0]?.locales ?? []).map(({ locale }) => language(locale))]}
          />
          <TableBody>
            {articles.map((article) => (
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
                    )}{' '}
                    <Link
                      href={articleEditorUrl(article.slug, locale as Locale)}
                      aria-label={t('editor.article.editLabel', { slug: article.slug, language: language(locale) })}
                    >
                      {t('editor.article.editLink')}
                    </Link>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  )
}

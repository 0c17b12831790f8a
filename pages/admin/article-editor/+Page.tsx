import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AdminHeading } from '#features/admin/AdminHeading.tsx'
import { expectView } from '#features/admin/adminViews.ts'
import { articleEditorIds } from '#features/admin/editor/articleEditorIds.ts'
import { articleEditorUrl } from '#features/admin/editor/articleEditorUrl.ts'
import { EditorFonts } from '#features/admin/editor/EditorFonts.tsx'
import { scriptStyle } from '#features/admin/editor/scriptStyle.ts'
import { previewFrameUrl } from '#features/admin/preview/previewUrls.ts'
import { useLanguageName } from '#features/admin/useLanguageName.ts'
import { localeInfo, locales } from '#i18n/locales.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

export default function Page() {
  const { t } = useTranslation('admin')
  const languageName = useLanguageName()
  const view = expectView(usePageContext().adminView, 'articleEditor')
  const { slug, locale } = view
  const language = languageName(locale)
  return (
    <>
      <EditorFonts />
      <AdminHeading heading={t('editor.article.heading', { slug })} intro={t('editor.article.intro')} />
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Box component="nav" aria-label={t('editor.article.language')} sx={{ display: 'flex', gap: 2 }}>
          {locales.map((code) => (
            <Link
              key={code}
              href={articleEditorUrl(slug, code)}
              aria-current={code === locale ? 'page' : undefined}
              sx={{ fontWeight: code === locale ? 700 : 400 }}
            >
              {languageName(code)}
            </Link>
          ))}
        </Box>
        <Link href="/admin/translations#articles">{t('editor.article.back')}</Link>
      </Box>
      {view.source === null && <Typography sx={{ mb: 2 }}>{t('editor.article.missing', { language })}</Typography>}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 420px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <div
            id={articleEditorIds.form}
            data-csrf-token={view.csrfToken}
            data-slug={slug}
            data-locale={locale}
            data-exists={String(view.source !== null)}
          >
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <label htmlFor={articleEditorIds.source} style={{ fontWeight: 600 }}>
                {t('editor.article.source', { language })}
              </label>
              <Box
                component="textarea"
                id={articleEditorIds.source}
                lang={locale}
                dir={localeInfo[locale].dir}
                rows={28}
                defaultValue={view.source ?? ''}
                sx={{ ...scriptStyle(locale), width: '100%', boxSizing: 'border-box', p: 1 }}
              />
            </Box>
          </div>
          {view.english !== null && (
            <details>
              <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{t('editor.article.english')}</summary>
              <Box
                component="pre"
                lang="en"
                dir="ltr"
                tabIndex={0}
                sx={{
                  ...scriptStyle('en'),
                  whiteSpace: 'pre-wrap',
                  maxHeight: '30rem',
                  overflow: 'auto',
                  p: 1,
                  bgcolor: 'grey.100',
                }}
              >
                {view.english}
              </Box>
            </details>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography component="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
            {t('editor.article.rendered')}
          </Typography>
          <Box
            component="iframe"
            id={articleEditorIds.frame}
            title={t('editor.article.frameTitle', { slug, language })}
            src={previewFrameUrl(`/blog/${slug}`, locale)}
            sx={{ width: '100%', height: '80vh', border: 1, borderColor: 'grey.400', bgcolor: '#fff' }}
          />
        </Box>
      </Box>
    </>
  )
}

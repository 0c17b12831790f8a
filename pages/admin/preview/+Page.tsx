import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AdminHeading } from '#features/admin/AdminHeading.tsx'
import { expectView, type PreviewWidth } from '#features/admin/adminViews.ts'
import { articleEditorUrl } from '#features/admin/editor/articleEditorUrl.ts'
import { EditorFonts } from '#features/admin/editor/EditorFonts.tsx'
import { previewEditorIds } from '#features/admin/editor/previewEditorIds.ts'
import { FilterForm } from '#features/admin/FilterForm.tsx'
import { NativeSelect } from '#features/admin/NativeSelect.tsx'
import { previewFrameUrl } from '#features/admin/preview/previewUrls.ts'
import { useLanguageName } from '#features/admin/useLanguageName.ts'
import { locales } from '#i18n/locales.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

const frameWidths: Record<PreviewWidth, number> = { phone: 390, tablet: 768, desktop: 1280 }

export default function Page() {
  const { t } = useTranslation('admin')
  const languageName = useLanguageName()
  const view = expectView(usePageContext().adminView, 'preview')
  const shown = view.locale === 'all' ? locales : [view.locale]
  const width = frameWidths[view.width]
  const article = /^\/blog\/([^/]+)$/.exec(view.path)?.[1]
  return (
    <>
      <AdminHeading heading={t('preview.heading')} intro={t('preview.intro')} />
      <FilterForm action="/admin/preview">
        <NativeSelect
          id="preview-page"
          name="path"
          label={t('preview.page')}
          value={view.path}
          options={view.pages.map((page) => ({
            value: page.path,
            label: page.draft ? t('preview.draft', { label: page.label }) : page.label,
          }))}
        />
        <NativeSelect
          id="preview-locale"
          name="locale"
          label={t('preview.language')}
          value={view.locale}
          options={[
            { value: 'all', label: t('preview.allLanguages') },
            ...locales.map((locale) => ({ value: locale, label: languageName(locale) })),
          ]}
        />
        <NativeSelect
          id="preview-width"
          name="width"
          label={t('preview.width')}
          value={view.width}
          options={(['phone', 'tablet', 'desktop'] as const).map((w) => ({
            value: w,
            label: t(`preview.widths.${w}`),
          }))}
        />
        <NativeSelect
          id="preview-keys"
          name="keys"
          label={t('preview.keys')}
          value={view.keys}
          options={(['off', 'beside', 'instead'] as const).map((k) => ({
            value: k,
            label: t(`preview.keyModes.${k}`),
          }))}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}>
          <Box
            component="input"
            type="checkbox"
            id="preview-edit"
            name="edit"
            value="1"
            defaultChecked={view.edit}
            sx={{ width: 20, height: 20, m: 0 }}
          />
          <Box component="label" htmlFor="preview-edit" sx={{ fontWeight: 600 }}>
            {t('editor.mode')}
          </Box>
        </Box>
        {view.highlight && <input type="hidden" name="highlight" value={view.highlight} />}
        <Button type="submit" variant="contained">
          {t('preview.show')}
        </Button>
      </FilterForm>
      {view.highlight && <Typography sx={{ mb: 2 }}>{t('preview.highlighted', { key: view.highlight })}</Typography>}
      {article && (
        <Typography sx={{ mb: 2 }}>
          <Link href={articleEditorUrl(article, view.locale === 'all' ? 'ar' : view.locale)}>
            {t('editor.articleLink')}
          </Link>
        </Typography>
      )}
      {view.edit && (
        <>
          <EditorFonts />
          <Typography sx={{ mb: 1 }}>{t('editor.help')}</Typography>
          <Box id={previewEditorIds.keyList} sx={{ mb: 2 }} />
        </>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'start', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
        {/* Scrolls sideways when the panel is open: a region the keyboard can scroll too. */}
        <Box
          role="region"
          aria-label={t('editor.frames')}
          tabIndex={0}
          sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 2, flex: 1, minWidth: 0 }}
        >
          {shown.map((locale) => (
            <Box
              key={locale}
              component="iframe"
              title={t('preview.frameTitle', { path: view.path, language: languageName(locale) })}
              src={previewFrameUrl(view.path, locale, view.keys, view.highlight, view.edit)}
              {...{ [previewEditorIds.frameAttribute]: locale }}
              sx={{ flex: 'none', width, height: '80vh', border: 1, borderColor: 'grey.400', bgcolor: '#fff' }}
            />
          ))}
        </Box>
        {view.edit && <div id={previewEditorIds.panel} data-csrf-token={view.csrfToken} />}
      </Box>
    </>
  )
}

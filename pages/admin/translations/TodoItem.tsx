import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import type { TranslationItem } from '#features/admin/adminViews.ts'
import { CsrfField } from '#features/admin/CsrfField.tsx'
import type { Locale } from '#i18n/locales.ts'

function EnglishText({ label, text }: { label: string; text: string }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" lang="en" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Box>
    </>
  )
}

/**
 * One thing to do: what and where, the English before and after for an outdated translation, a
 * link to the page that shows it (the string highlighted) and, where a translator's judgement
 * settles it, a button that records that judgement.
 */
export function TodoItem({ item, locale, csrfToken }: { item: TranslationItem; locale: Locale; csrfToken: string }) {
  const { t } = useTranslation('admin')
  const judged = item.severity === 'outdated' || (item.severity === 'warning' && item.exception)
  return (
    <Box component="li" sx={{ mb: 2, pb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box component="p" sx={{ m: 0 }}>
        <strong>{t(`translations.kinds.${item.kind}` as 'translations.kinds.missing')}</strong>{' '}
        <Box component="code" sx={{ fontSize: '0.85rem' }}>
          {t('translations.where', { file: item.file, where: item.where })}
        </Box>
      </Box>
      <Box component="p" sx={{ mt: 0.5, mb: 1 }}>
        {item.detail}
      </Box>
      {(item.before !== undefined || item.after !== undefined) && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, my: 1 }}>
          {item.before !== undefined && <EnglishText label={t('translations.englishBefore')} text={item.before} />}
          {item.after !== undefined && <EnglishText label={t('translations.englishNow')} text={item.after} />}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Link href={item.previewUrl}>{t('translations.show')}</Link>
        {judged && (
          <Box component="form" method="post" action="/admin/translations/confirm" sx={{ m: 0 }}>
            <CsrfField token={csrfToken} />
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="unit" value={item.unit} />
            {item.severity === 'warning' && <input type="hidden" name="exception" value={item.exception} />}
            <Button type="submit" size="small" variant="outlined">
              {item.severity === 'outdated' ? t('translations.confirm') : t('translations.accept')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  )
}

import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { UnpublishedChange } from '#features/admin/adminViews.ts'
import { formatUtcTimestamp } from '#features/admin/formatUtcTimestamp.ts'
import { useLanguageName } from '#features/admin/useLanguageName.ts'
import { type Locale, localeInfo, locales } from '#i18n/locales.ts'

function Text({ label, text, locale }: { label: string; text: string | null; locale: Locale }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      {text === null ? (
        <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
          {t('publish.absent')}
        </Box>
      ) : (
        <Box
          component="dd"
          lang={locale}
          dir={localeInfo[locale].dir}
          sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {text}
        </Box>
      )}
    </>
  )
}

/** One unpublished change: the unit, the live text and the text after publishing, who and when. */
function ChangeItem({ change }: { change: UnpublishedChange }) {
  const { t } = useTranslation('admin')
  return (
    <Box component="li" sx={{ mb: 2, pb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box component="p" sx={{ m: 0 }}>
        <Box component="code" sx={{ fontSize: '0.9rem', fontWeight: 600 }}>
          {change.unit}
        </Box>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, my: 1 }}>
        <Text label={t('publish.before')} text={change.before} locale={change.locale} />
        <Text label={t('publish.after')} text={change.after} locale={change.locale} />
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography component="p" sx={{ fontSize: '0.9rem', color: 'text.secondary', m: 0 }}>
          {change.author && change.at
            ? t('publish.changedBy', { author: change.author, at: formatUtcTimestamp(change.at) })
            : t('publish.editedInFiles')}
        </Typography>
        <Link href={change.previewUrl}>{t('publish.show')}</Link>
      </Box>
    </Box>
  )
}

/** The unpublished changes, one list per language. */
export function ChangeList({ changes }: { changes: UnpublishedChange[] }) {
  const { t } = useTranslation('admin')
  const language = useLanguageName()
  return (
    <Box component="section" aria-labelledby="changes-heading" sx={{ mb: 5 }}>
      <Typography id="changes-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {t('publish.changesHeading')}
      </Typography>
      {changes.length === 0 ? (
        <Typography>{t('publish.noChanges')}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('publish.changesCount', { count: changes.length })}</Typography>
          {locales.map((locale) => {
            const own = changes.filter((change) => change.locale === locale)
            if (!own.length) return null
            return (
              <Box key={locale} component="section" aria-labelledby={`changes-${locale}`} sx={{ mb: 3 }}>
                <Typography id={`changes-${locale}`} variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                  {t('publish.languageChanges', { language: language(locale), count: own.length })}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {own.map((change) => (
                    <ChangeItem key={change.unit} change={change} />
                  ))}
                </Box>
              </Box>
            )
          })}
        </>
      )}
    </Box>
  )
}

import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { type Locale, localeInfo } from '#i18n/locales.ts'
import { scriptStyle } from './scriptStyle.ts'

/** A value of `locale` as its readers see it (direction, face), or a note that there is none. */
export function ShownValue({ locale, value }: { locale: Locale; value: string | null | undefined }) {
  const { t } = useTranslation('admin')
  if (value === null || value === undefined || value === '') return <em>{t('editor.empty')}</em>
  return (
    <Box
      component="span"
      lang={locale}
      dir={localeInfo[locale].dir}
      sx={{ ...scriptStyle(locale), display: 'block', whiteSpace: 'pre-wrap' }}
    >
      {value}
    </Box>
  )
}

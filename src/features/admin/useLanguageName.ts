import { useTranslation } from 'react-i18next'
import { isLocale } from '#i18n/locales.ts'

/** Names a language for staff ('Arabic' for 'ar'); a code the site has no locale for shows as stored. */
export function useLanguageName(): (code: string) => string {
  const { t } = useTranslation('admin')
  return (code) => (isLocale(code) ? t(`languages.${code}`) : code)
}

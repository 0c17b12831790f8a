import { usePageContext } from '#i18n/usePageContext.tsx'
import { localizePath } from './paths.ts'

/** Turns a logical path ('/contact') into the current locale's URL ('/ar/contact'). */
export function useLocalize() {
  const { locale } = usePageContext()
  return (logicalPath: string) => localizePath(logicalPath, locale)
}

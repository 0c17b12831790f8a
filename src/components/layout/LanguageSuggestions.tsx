import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { localeInfo, locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { equivalentPath } from './equivalentPath.ts'

/**
 * One hidden note per other locale, written in that locale. The client script shows the one
 * matching the language the visitor chose before, or their browser's (languageMemory.client.ts):
 * we suggest, and never redirect.
 */
export function LanguageSuggestions() {
  const { i18n } = useTranslation()
  const pageContext = usePageContext()
  // A preview frame shows the page in the language the translator chose: an offer of another
  // (an English browser looking at Arabic) would only cover the text being checked.
  if (pageContext.preview) return null
  return (
    <>
      {locales
        // Suggest only the languages this page is really published in.
        .filter((target) => target !== pageContext.locale && (pageContext.availableLocales ?? locales).includes(target))
        .map((target) => {
          const t = i18n.getFixedT(target)
          return (
            <Box
              key={target}
              hidden
              data-locale-suggestion={target}
              lang={target}
              dir={localeInfo[target].dir}
              // Laid over the page just below the bar, not in the flow: appearing after the first
              // paint, it must not push the page down (a layout shift of 0.08 on every page).
              sx={{
                position: 'absolute',
                top: '100%',
                left: 0,
                right: 0,
                bgcolor: 'primary.dark',
                color: 'primary.contrastText',
                boxShadow: '0 8px 16px rgba(15, 23, 42, 0.2)',
              }}
            >
              <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box sx={{ flex: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, py: 0.5 }}>
                  <span>{t('language.suggestion')}</span>
                  <Link
                    href={localizePath(equivalentPath(pageContext), target)}
                    hrefLang={target}
                    data-locale-choice={target}
                    sx={{ color: 'inherit', fontWeight: 700, textDecorationColor: 'currentColor' }}
                    underline="always"
                  >
                    {t('language.suggestionLink')}
                  </Link>
                </Box>
                <Box
                  component="button"
                  type="button"
                  data-locale-suggestion-dismiss
                  aria-label={t('language.dismiss')}
                  sx={{
                    flexShrink: 0,
                    color: 'inherit',
                    background: 'none',
                    border: 0,
                    p: 1,
                    minWidth: 44,
                    minHeight: 44,
                    cursor: 'pointer',
                  }}
                >
                  <CloseIcon fontSize="small" aria-hidden />
                </Box>
              </Container>
            </Box>
          )
        })}
    </>
  )
}

import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { keyframes } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { localeInfo, locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { offerFontStack } from '../theme/fonts.ts'
import { equivalentPath } from './equivalentPath.ts'
import { actionBarHeightProperty, noteCardInset } from './languageNoteLayout.ts'
import { actionBarHeights } from './PhoneActionBar.tsx'

/** The smallest tap target we allow. */
const tapTarget = 44

const rise = keyframes`from { opacity: 0; transform: translateY(16px); }`

/**
 * One hidden note per other locale, written in that locale. The client script shows the one
 * matching the language the visitor chose before, or their browser's (languageMemory.client.ts):
 * we suggest, and never redirect.
 *
 * The note is fixed to the bottom of the viewport, never in the page's flow: appearing after the
 * first paint, anything in the flow would push the page down (a layout shift of 0.08 on every
 * page), and laid over the top it covered the heading the visitor came to read. On a phone it sits
 * just above the action bar and drops into its place while the bar steps aside; from `md` up it is
 * a card in the inline-end corner, beside the hero's text column. The shared box is a polite live
 * region, so the note is read out when it appears and the focus stays where it is.
 */
export function LanguageSuggestions() {
  const { i18n } = useTranslation()
  const pageContext = usePageContext()
  // A preview frame shows the page in the language the translator chose: an offer of another
  // (an English browser looking at Arabic) would only cover the text being checked.
  if (pageContext.preview) return null
  return (
    <Box
      aria-live="polite"
      // Placed in the page's direction; each note inside is in its own language's.
      sx={(theme) => ({
        position: 'fixed',
        insetInline: 0,
        // Just above the bar: its height as the script measured it, safe-area padding included.
        bottom: `var(${actionBarHeightProperty}, calc(${actionBarHeights[pageContext.locale]}px + env(safe-area-inset-bottom)))`,
        transition: 'transform 0.2s',
        // The phone menu covers the page: the note waits behind it.
        'html[data-menu-open="true"] &': { visibility: 'hidden' },
        [theme.breakpoints.down('md')]: {
          // The action bar slid away (a call to action in view already offers it): take its place.
          'body:has([data-action-bar][data-covered="true"]) &': {
            transform: `translateY(var(${actionBarHeightProperty}, ${actionBarHeights[pageContext.locale]}px))`,
          },
        },
        [theme.breakpoints.up('md')]: {
          insetInlineStart: 'auto',
          insetInlineEnd: noteCardInset,
          bottom: noteCardInset,
          width: `min(30rem, calc(100% - ${2 * noteCardInset}px))`,
        },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      })}
    >
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
              // A light focus ring on the dark note (GlobalStyles).
              className="ink"
              sx={{
                display: 'grid',
                gridTemplateColumns: '1fr auto',
                alignItems: 'center',
                columnGap: 1,
                py: 0.5,
                paddingInlineStart: 2,
                paddingInlineEnd: 1,
                // Set for the note's script, not the page's: Urdu keeps the room Nastaliq needs
                // (a phone may set it in its own Nastaliq), English loses the Urdu page's 2.7.
                lineHeight: target === 'ur' ? 2.2 : 1.6,
                // Inter is on every page. Arabic and Urdu have their own face on other pages too,
                // fetched only when the note shows (localeFonts' offers), then the system's.
                fontFamily: target === 'en' ? undefined : offerFontStack(target),
                bgcolor: 'primary.dark',
                color: 'primary.contrastText',
                boxShadow: '0 -4px 16px rgba(15, 23, 42, 0.2)',
                borderRadius: { md: 2 },
                animation: `${rise} 0.25s ease-out`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            >
              <Box component="p" sx={{ m: 0, pt: 0.5 }}>
                {t('language.suggestion')}
              </Box>
              <Link
                href={localizePath(equivalentPath(pageContext), target)}
                hrefLang={target}
                data-locale-choice={target}
                underline="always"
                sx={{
                  justifySelf: 'start',
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: tapTarget,
                  color: 'inherit',
                  fontWeight: 700,
                  textDecorationColor: 'currentColor',
                }}
              >
                {t('language.suggestionLink')}
              </Link>
              <Box
                component="button"
                type="button"
                data-locale-suggestion-dismiss
                aria-label={t('language.dismiss')}
                sx={{
                  // After the link in the tab order, beside both lines on screen.
                  gridColumn: 2,
                  gridRow: '1 / span 2',
                  color: 'inherit',
                  background: 'none',
                  border: 0,
                  p: 0,
                  minWidth: tapTarget,
                  minHeight: tapTarget,
                  borderRadius: 1,
                  cursor: 'pointer',
                  '&:hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' },
                }}
              >
                <CloseIcon fontSize="small" aria-hidden />
              </Box>
            </Box>
          )
        })}
    </Box>
  )
}

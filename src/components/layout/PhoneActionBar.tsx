import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { Locale } from '#i18n/locales.ts'
import { ContactActionLinks } from './ContactActionLinks.tsx'
import { contactActionHeight } from './contactActionSizes.ts'

/**
 * The bar's height above the safe area, as its labels' script makes it (measured at 390 px: the
 * links' control line is tallest in Nastaliq). Layout keeps this much room at the page's end
 * until the language note's script measures the bar itself.
 */
export const actionBarHeights: Record<Locale, number> = { en: contactActionHeight + 1, ar: 64, ur: 72 }

/**
 * Quote, Call and WhatsApp at the bottom of a phone's screen, for the reader's own office. Plain
 * links: they work without JavaScript. The layout script slides the bar away while something on
 * screen already offers the same (data-hides-action-bar) and while a long read scrolls on down
 * (data-reading, readingActionBar.client.ts; the portfolio too), and so does the open phone menu.
 */
export function PhoneActionBar() {
  const { t } = useTranslation('channels')
  return (
    <Box
      component="nav"
      aria-label={t('quickContact.label')}
      data-action-bar
      sx={(theme) => ({
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        bgcolor: 'background.paper',
        borderTop: `1px solid ${theme.palette.divider}`,
        // Clear of the home indicator and of rounded corners in landscape.
        p: '0 env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left)',
        transition: 'transform 0.2s, visibility 0.2s',
        // The open menu offers Call and WhatsApp itself: with the script (data-menu-open) and
        // without it, when the menu is open as the page's :target. A modal dialog (Quick look)
        // covers the page: the bar peeked out under its corner (English review, round 9).
        '&:is([data-covered="true"], [data-reading="true"]), html:is([data-menu-open="true"], :not([data-menu-ready]):has(#site-menu:target), :has(dialog:modal)) &':
          {
            transform: 'translateY(100%)',
            visibility: 'hidden',
          },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      })}
    >
      <ContactActionLinks />
    </Box>
  )
}

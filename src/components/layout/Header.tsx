import CloseIcon from '@mui/icons-material/Close'
import MenuIcon from '@mui/icons-material/Menu'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import IconButton from '@mui/material/IconButton'
import type { Theme } from '@mui/material/styles'
import Toolbar from '@mui/material/Toolbar'
import { useTranslation } from 'react-i18next'
import type { Locale } from '#i18n/locales.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { BrandLink } from './BrandLink.tsx'
import { ContactActionLinks } from './ContactActionLinks.tsx'
import { HeaderContact } from './HeaderContact.tsx'
import { LanguageSuggestions } from './LanguageSuggestions.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { NavLinks } from './NavLinks.tsx'

/**
 * The bar's height, its bottom border aside: Nastaliq's tall lines make the Urdu bar taller, so
 * its links and their focus rings clear its edges. What sticks under the header starts here.
 */
export const headerBarHeight: Record<Locale, number> = { en: 64, ar: 64, ur: 80 }

const toggleSx = { display: { lg: 'none' }, color: 'text.primary' } as const

/**
 * The collapsed menu as a full-width sheet under the bar, over the dimmed page. It is placed
 * against the whole (sticky) bar, edge to edge, not against the padded container.
 */
const sheet = (theme: Theme, barHeight: number) =>
  ({
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: 2,
    maxHeight: `calc(100dvh - ${barHeight}px)`,
    overflowY: 'auto',
    px: 2,
    pt: 2,
    pb: 'calc(16px + env(safe-area-inset-bottom))',
    bgcolor: 'background.paper',
    // Longhands: a border shorthand would reset the colour to the text's near-black.
    borderBottomWidth: 1,
    borderBottomStyle: 'solid',
    borderBottomColor: theme.palette.divider,
    // Dims the page below the sheet (the spread shadow), clipped so the bar above stays bright.
    boxShadow: '0 0 0 100vmax rgba(15, 23, 42, 0.55)',
    clipPath: 'inset(0 0 -100vmax 0)',
  }) as const

// The menu (#site-menu) holds the navigation and languages, the quote button and Call and
// WhatsApp for the reader's own office, once, shown in three ways:
// - on a phone (below md) it collapses behind the toggle into the sheet, which ends with Call and
//   WhatsApp; the phone action bar (PhoneActionBar) offers them the rest of the time;
// - on a tablet (md to lg), where that bar is not drawn, the quote, Call and WhatsApp stay in the
//   bar and only the navigation and languages collapse into the sheet;
// - on a wide screen (lg up) everything is in the bar.
// mobileMenu.client.ts opens and closes the sheet and keeps the focus in the menu. Without
// JavaScript the toggle is a plain link to the menu, which its :target rule opens.
// The toggle comes after the menu, so that it ends the bar on a tablet in the order Tab reaches it.
export function Header() {
  const { t } = useTranslation()
  const localize = useLocalize()
  const { locale } = usePageContext()
  const barHeight = headerBarHeight[locale]
  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <LanguageSuggestions />
      <Container maxWidth="lg">
        {/* Static below lg: the sheet is placed against the whole bar, not the padded container. */}
        <Toolbar
          disableGutters
          sx={{
            gap: { xs: 2, lg: 1.5 },
            minHeight: { xs: barHeight },
            position: { xs: 'static', lg: 'relative' },
            // Without JavaScript the open sheet (the menu's :target) swaps the toggle for its close link.
            'html:not([data-menu-ready]) &:has(#site-menu:target)': {
              '& [data-menu-toggle]': { display: 'none' },
              '& [data-menu-close]': { display: { xs: 'inline-flex', lg: 'none' } },
            },
          }}
        >
          <BrandLink />
          <Box
            id="site-menu"
            data-open="false"
            sx={(theme) => ({
              display: { xs: 'none', md: 'flex' },
              // Open: by its script, or without JavaScript as the page's :target.
              '&[data-open="true"], html:not([data-menu-ready]) &:target': { display: 'flex' },
              // Reached by its link, the sheet is under the bar already: the page does not scroll.
              scrollMarginTop: barHeight,
              alignItems: 'center',
              gap: 1,
              [theme.breakpoints.down('md')]: sheet(theme, barHeight),
            })}
          >
            {/* The navigation and languages: in the menu's own row or sheet, but a sheet of their own on a tablet. */}
            <Box
              sx={(theme) => ({
                display: 'contents',
                [theme.breakpoints.between('md', 'lg')]: {
                  ...sheet(theme, barHeight),
                  display: 'none',
                  '[data-open="true"] > &, html:not([data-menu-ready]) :target > &': { display: 'flex' },
                },
              })}
            >
              <NavLinks />
              <LanguageSwitcher />
            </Box>
            <Button variant="contained" href={localize('/contact')} sx={{ whiteSpace: 'nowrap' }}>
              {t('nav.getQuote')}
            </Button>
            {/* Before the sheet's Call and WhatsApp, which end the phone's menu (its focus loop). */}
            <HeaderContact />
            <Box
              sx={(theme) => ({
                [theme.breakpoints.down('md')]: { pt: 1, borderTop: `1px solid ${theme.palette.divider}` },
                [theme.breakpoints.up('md')]: { display: 'none' },
              })}
            >
              <ContactActionLinks inMenu />
            </Box>
          </Box>
          {/* A link to the menu: without JavaScript it opens the sheet by its :target rule, and the
              script upgrades it into the button that opens the same sheet with its focus handling. */}
          <IconButton
            component="a"
            id="menu-toggle"
            href="#site-menu"
            data-menu-toggle
            aria-controls="site-menu"
            aria-label={t('nav.openMenu')}
            data-label-open={t('nav.openMenu')}
            data-label-close={t('nav.closeMenu')}
            sx={{
              ...toggleSx,
              '&[aria-expanded="true"] .icon-open, &:not([aria-expanded="true"]) .icon-close': { display: 'none' },
            }}
          >
            <MenuIcon className="icon-open" />
            <CloseIcon className="icon-close" />
          </IconButton>
          {/* Without JavaScript, the open sheet's toggle: a link back to the toggle, which shows it closed. */}
          <IconButton
            component="a"
            href="#menu-toggle"
            data-menu-close
            aria-label={t('nav.closeMenu')}
            sx={{ ...toggleSx, display: 'none' }}
          >
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </Container>
    </AppBar>
  )
}

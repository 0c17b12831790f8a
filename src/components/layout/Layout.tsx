import Box from '@mui/material/Box'
import GlobalStyles from '@mui/material/GlobalStyles'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '#i18n/locales.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import {
  actionBarHeightProperty,
  noteCardInset,
  noteHeightProperty,
  toastsCoverProperty,
} from './languageNoteLayout.ts'
import { actionBarHeights, PhoneActionBar } from './PhoneActionBar.tsx'
import { SkipLink } from './SkipLink.tsx'

const noteHeight = `var(${noteHeightProperty}, 0px)`
const toastsCover = `var(${toastsCoverProperty}, 0px)`

/** The phone menu is open, by its script (mobileMenu.client.ts). */
const menuOpen = 'html[data-menu-open="true"]'

/**
 * How much of the viewport's bottom stays covered: on a phone the action bar (as the language
 * note's script measured it, or its nominal height) and the note above it while it is shown; from
 * `md` up only the note, a card set off the bottom edge: the min() adds that gap while the note
 * has a height, and nothing once it is dismissed.
 */
const bottomCoverIn = (locale: Locale) => ({
  xs: `calc(var(${actionBarHeightProperty}, calc(${actionBarHeights[locale]}px + env(safe-area-inset-bottom))) + ${noteHeight})`,
  md: `calc(${noteHeight} + min(${noteHeight}, ${noteCardInset}px))`,
})

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const bottomCover = bottomCoverIn(usePageContext().locale)
  return (
    <Box
      sx={(theme) => ({
        // While the phone menu is open the page under its scrim is not drawn: the scrim is the
        // text's own dark blue, so a glyph cut by the sheet's edge (the dots of a 'ي' under the
        // hero's line) stayed as dark as on the page, a stray mark below the menu. Transparent,
        // not hidden: the page keeps its landmarks and heading for assistive technology, and the
        // script keeps Tab inside the menu, so no focus lands on what is not drawn. (Without the
        // script Tab can leave the menu, so the page stays drawn there.)
        [theme.breakpoints.down('lg')]: {
          [`${menuOpen} & > main, ${menuOpen} & > footer`]: { opacity: 0 },
        },
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        // Room at the end of the page, so that the last links can scroll clear of what is fixed over it.
        pb: bottomCover,
      })}
    >
      {/* A link that takes the focus is scrolled clear of it too (WCAG 2.4.11, Focus Not Obscured). */}
      <GlobalStyles
        styles={(theme) => ({
          // A toast shown over the bottom (the contact form's), above all of that, reaches higher.
          html: {
            scrollPaddingBottom: `max(${bottomCover.xs}, ${toastsCover})`,
            [theme.breakpoints.up('md')]: { scrollPaddingBottom: `max(${bottomCover.md}, ${toastsCover})` },
          },
        })}
      />
      <SkipLink target="main">{t('a11y.skipToContent')}</SkipLink>
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
      <PhoneActionBar />
    </Box>
  )
}

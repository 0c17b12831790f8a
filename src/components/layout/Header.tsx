import CloseIcon from '@mui/icons-material/Close'
import MenuIcon from '@mui/icons-material/Menu'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import { useTranslation } from 'react-i18next'
import { useLocalize } from '#i18n/useLocalize.ts'
import { BrandLink } from './BrandLink.tsx'
import { LanguageSuggestions } from './LanguageSuggestions.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { NavLinks } from './NavLinks.tsx'

// Below `lg` the menu collapses behind a toggle; mobileMenu.client.ts opens and closes it.
// The toggle comes before the menu so that Tab moves from it into the open menu.
export function Header() {
  const { t } = useTranslation()
  const localize = useLocalize()
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
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64 } }}>
          <BrandLink />
          <IconButton
            data-menu-toggle
            aria-controls="site-menu"
            aria-expanded="false"
            aria-label={t('nav.openMenu')}
            data-label-open={t('nav.openMenu')}
            data-label-close={t('nav.closeMenu')}
            sx={{
              display: { lg: 'none' },
              marginInlineStart: 'auto',
              color: 'text.primary',
              '&[aria-expanded="true"] .icon-open, &[aria-expanded="false"] .icon-close': { display: 'none' },
            }}
          >
            <MenuIcon className="icon-open" />
            <CloseIcon className="icon-close" />
          </IconButton>
          <Box
            id="site-menu"
            data-open="false"
            sx={{
              display: { xs: 'none', lg: 'flex' },
              '&[data-open="true"]': { display: 'flex' },
              flexDirection: { xs: 'column', lg: 'row' },
              alignItems: { xs: 'stretch', lg: 'center' },
              gap: { xs: 2, lg: 1.5 },
              marginInlineStart: { lg: 'auto' },
              position: { xs: 'absolute', lg: 'static' },
              top: '100%',
              left: 0,
              right: 0,
              maxHeight: { xs: 'calc(100vh - 64px)', lg: 'none' },
              overflowY: { xs: 'auto', lg: 'visible' },
              p: { xs: 2, lg: 0 },
              bgcolor: 'background.paper',
              borderBottom: { xs: 1, lg: 0 },
              borderColor: 'divider',
              boxShadow: { xs: '0 12px 24px rgba(15, 23, 42, 0.12)', lg: 'none' },
            }}
          >
            <NavLinks />
            <LanguageSwitcher />
            <Button variant="contained" href={localize('/contact')} sx={{ whiteSpace: 'nowrap' }}>
              {t('nav.getQuote')}
            </Button>
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  )
}

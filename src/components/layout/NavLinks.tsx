import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { isCurrentPath, primaryNavigation } from './navigation.ts'

export function NavLinks() {
  const { t } = useTranslation()
  const { logicalPath } = usePageContext()
  const localize = useLocalize()
  return (
    <Box component="nav" aria-label={t('a11y.mainNavigation')}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: { xs: 'column', lg: 'row' }, gap: 0.5 }}
      >
        {primaryNavigation.map(({ key, path }) => {
          const current = isCurrentPath(path, logicalPath)
          return (
            <li key={key}>
              <Link
                href={localize(path)}
                aria-current={current ? 'page' : undefined}
                underline="none"
                sx={{
                  display: 'block',
                  position: 'relative',
                  // Narrow: on a wide screen the bar also holds the quote, the office's number and
                  // WhatsApp (at 1280 px the Arabic row went to two lines with 8 px each side).
                  px: { xs: 1, lg: 0.75 },
                  py: 1,
                  borderRadius: 1,
                  color: current ? 'primary.main' : 'text.primary',
                  fontWeight: current ? 700 : 500,
                  '&:hover': { bgcolor: 'action.hover' },
                  // The current page's mark: a straight bar, at the reading start in the phone menu
                  // and under the word on a wide screen. A shadow inside the rounded link followed
                  // its corners and drew a ')' and a smile.
                  '&[aria-current="page"]::before': {
                    content: '""',
                    position: 'absolute',
                    bgcolor: 'currentColor',
                    borderRadius: 0,
                    left: { xs: 0, lg: 8 },
                    right: { xs: 'auto', lg: 8 },
                    top: { xs: 8, lg: 'auto' },
                    bottom: { xs: 8, lg: 0 },
                    width: { xs: 3, lg: 'auto' },
                    height: { xs: 'auto', lg: 3 },
                  },
                }}
              >
                {t(`nav.${key}`)}
              </Link>
            </li>
          )
        })}
      </Box>
    </Box>
  )
}

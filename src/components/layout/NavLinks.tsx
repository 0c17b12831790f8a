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
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  color: current ? 'primary.main' : 'text.primary',
                  fontWeight: current ? 700 : 500,
                  boxShadow: current ? { xs: 'inset 3px 0 0 currentColor', lg: 'inset 0 -3px 0 currentColor' } : 'none',
                  '&:hover': { bgcolor: 'action.hover' },
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

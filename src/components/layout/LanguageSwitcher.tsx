import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { equivalentPath } from './equivalentPath.ts'

/** Links to this same page in every locale, each named in its own language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const pageContext = usePageContext()
  const { locale } = pageContext
  return (
    <Box
      component="ul"
      aria-label={t('language.switcherLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}
    >
      {locales.map((target) => (
        <li key={target}>
          <Link
            href={localizePath(equivalentPath(pageContext, target), target)}
            lang={target}
            hrefLang={target}
            data-locale-choice={target}
            aria-current={target === locale ? 'true' : undefined}
            underline="none"
            sx={{
              display: 'block',
              px: 1.25,
              py: 0.75,
              borderRadius: 1,
              border: 1,
              borderColor: target === locale ? 'primary.main' : 'transparent',
              color: target === locale ? 'primary.main' : 'text.primary',
              fontWeight: target === locale ? 700 : 500,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            {i18n.getFixedT(target)('language.nativeName')}
          </Link>
        </li>
      ))}
    </Box>
  )
}

import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { systemFontStack } from '../theme/fonts.ts'
import { equivalentPath } from './equivalentPath.ts'

/** The current language's fill, a light tint of the primary blue: primary.dark on it is about 12:1. */
const currentTint = '#e2e8f6'

/** Links to this same page in every locale, each named in its own language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const pageContext = usePageContext()
  const { locale } = pageContext
  return (
    <Box
      component="ul"
      aria-label={t('language.switcherLabel')}
      // The names on one baseline: each script's face sits its letters at another height in the
      // line, and 'اردو' stood lower than 'English' and 'العربية' (reviewers, rounds 5 and 6).
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', alignItems: 'baseline', gap: 0.5, flexWrap: 'wrap' }}
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
              // Narrower in the desktop bar's one row, which the Arabic names fill (see HeaderContact).
              px: { xs: 1, lg: 0.75 },
              py: 0.75,
              borderRadius: 1,
              // The current language is a filled tint, never an outline: an outline is the focus
              // ring's look, and a ring that never moves reads as focus stuck on it.
              bgcolor: target === locale ? currentTint : 'transparent',
              color: target === locale ? 'primary.dark' : 'text.primary',
              fontWeight: target === locale ? 700 : 500,
              // Each name in its own script's style: the Urdu page's Nastaliq drew 'العربية' as Urdu.
              fontFamily: target === locale || target === 'en' ? undefined : systemFontStack(target),
              // Nastaliq sits small on its body: at the same size 'اردو' looked a size below
              // 'English' and 'العربية' (Arabic reviewer, round 7).
              fontSize: target === 'ur' ? '1.15em' : undefined,
              '&:hover': { bgcolor: target === locale ? currentTint : 'action.hover' },
            }}
          >
            {i18n.getFixedT(target)('language.nativeName')}
          </Link>
        </li>
      ))}
    </Box>
  )
}

import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { latinFontStacks, systemFontStack } from '../theme/fonts.ts'
import { equivalentPath } from './equivalentPath.ts'

/** The current language's fill, a light tint of the primary blue: primary.dark on it is about 12:1. */
const currentTint = '#e2e8f6'

/** The pill's height: it hugs the name, a step under the header's 44 px buttons. */
const pillHeight = 36

/** Links to this same page in every locale, each named in its own language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const pageContext = usePageContext()
  const { locale } = pageContext
  return (
    <Box
      component="ul"
      aria-label={t('language.switcherLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
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
              // A line box of the switcher's own, one height in every locale, with each name
              // centred in it. In the page's line box the Urdu page's 2.2 leading made the
              // current language a 58 px block, and each script's face sat its letters at another
              // height ('اردو' 10 px above 'English' on the Arabic page: reviewers, round 9).
              display: 'flex',
              alignItems: 'center',
              height: pillHeight,
              lineHeight: 1,
              // Narrower in the desktop bar's one row, which the Arabic names fill (see HeaderContact).
              px: { xs: 1, lg: 0.75 },
              borderRadius: 1,
              // The current language is a filled tint, never an outline: an outline is the focus
              // ring's look, and a ring that never moves reads as focus stuck on it.
              bgcolor: target === locale ? currentTint : 'transparent',
              color: target === locale ? 'primary.dark' : 'text.primary',
              fontWeight: target === locale ? 700 : 500,
              // Each name in its own script's face, first in its stack, so that face's metrics
              // place it in the line: the Urdu page's Nastaliq drew 'العربية' as Urdu, and set
              // 'English' on its own low baseline, 7 px under the pill's middle.
              fontFamily:
                target === locale ? undefined : target === 'en' ? latinFontStacks[locale] : systemFontStack(target),
              ...(target === 'ur' && {
                // Nastaliq sits small on its body: at the same size 'اردو' looked a size below
                // 'English' and 'العربية' (Arabic reviewer, round 7).
                fontSize: '1.15em',
                // Its letters sit low in their tall box, 3-4 px under the others' middle: the
                // padding lifts the box's centre by half its own height, 2-3 px.
                pb: '0.25em',
              }),
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

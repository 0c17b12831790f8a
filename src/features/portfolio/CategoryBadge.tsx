import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { atLeastCaption } from '#components/theme/atLeastCaption.ts'
import type { PortfolioCategory } from '#config/portfolioProjects.ts'
import type { Locale } from '#i18n/locales.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { ScriptLabel } from './ScriptLabel.tsx'
import { useCategoryLabel } from './useCategoryLabel.ts'

// Room in the pill for the script's letters: Nastaliq rises high above its line and drops its
// dots below it ('پوائنٹ'), Arabic's marks less so. Urdu has one weight, so no bold either.
const badgeType: Record<Locale, { lineHeight: number; py: number; fontWeight: number }> = {
  en: { lineHeight: 1.8, py: 0.25, fontWeight: 700 },
  ar: { lineHeight: 1.9, py: 0.375, fontWeight: 700 },
  ur: { lineHeight: 2.2, py: 0.625, fontWeight: 400 },
}

/** The category of a project as a small label; placed with logical properties, so it mirrors. */
export function CategoryBadge({ category, sx }: { category: PortfolioCategory; sx?: SxProps<Theme> }) {
  const categoryLabel = useCategoryLabel()
  const { locale } = usePageContext()
  const { lineHeight, py, fontWeight } = badgeType[locale]
  return (
    <Box
      component="span"
      data-category-badge
      sx={[
        {
          // Its label centred by the label's own box (ScriptLabel), not placed on the line's baseline.
          display: 'inline-flex',
          alignItems: 'center',
          px: 1.25,
          py,
          borderRadius: 999,
          bgcolor: 'secondary.dark',
          color: 'secondary.contrastText',
          fontSize: atLeastCaption('0.8125rem'),
          fontWeight,
          lineHeight,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <ScriptLabel text={categoryLabel(category)} />
    </Box>
  )
}

import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { atLeastCaption } from '#components/theme/atLeastCaption.ts'
import type { PortfolioCategory } from '#config/portfolioProjects.ts'
import { useCategoryLabel } from './useCategoryLabel.ts'

/** The category of a project as a small label; placed with logical properties, so it mirrors. */
export function CategoryBadge({ category, sx }: { category: PortfolioCategory; sx?: SxProps<Theme> }) {
  const categoryLabel = useCategoryLabel()
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-block',
          px: 1.25,
          py: 0.25,
          borderRadius: 999,
          bgcolor: 'secondary.dark',
          color: 'secondary.contrastText',
          fontSize: atLeastCaption('0.8125rem'),
          fontWeight: 700,
          lineHeight: 1.8,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {categoryLabel(category)}
    </Box>
  )
}

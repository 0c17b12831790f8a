// The theme's `subhead` typography variant (createAppTheme.ts): a card section's small heading.
import type { CSSProperties } from 'react'

declare module '@mui/material/styles' {
  interface TypographyVariants {
    subhead: CSSProperties
  }
  interface TypographyVariantsOptions {
    subhead?: CSSProperties
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    subhead: true
  }
}

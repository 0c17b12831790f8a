// MUI's createTypography takes its own pxToRem (createAppTheme.ts scales the Urdu sizes with it),
// which its option types leave out.
declare module '@mui/material/styles' {
  interface TypographyVariantsOptions {
    pxToRem?: (px: number) => string
  }
}

export {}

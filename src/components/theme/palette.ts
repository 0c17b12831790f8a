import type { PaletteOptions } from '@mui/material/styles'

// Every text colour here keeps a contrast of at least 4.5:1 on the backgrounds it is used on.
export const palette: PaletteOptions = {
  mode: 'light',
  primary: { main: '#1f3c88', dark: '#142a63', light: '#3a5bb5', contrastText: '#ffffff' },
  secondary: { main: '#0b6e63', dark: '#074c44', contrastText: '#ffffff' },
  text: { primary: '#0f172a', secondary: '#43506a' },
  background: { default: '#ffffff', paper: '#ffffff' },
  divider: '#d8deea',
}

/** Tinted section background; text.secondary on it stays above 4.5:1. */
export const sectionTint = '#f3f6fc'
/** The dark footer and call-to-action band. */
export const inkBackground = '#0f1b3d'
export const inkText = '#e6ebf7'
export const inkMutedText = '#b8c3dd'
/** A pale highlighter for emphasis where a script has no bold weight (Urdu); body text on it is above 15:1. */
export const highlighter = '#fcefc2'

import type { Theme } from '@mui/material/styles'

/**
 * A small type size that never goes under the script's minimum (Arabic 14 px, Urdu 15 px,
 * decisions 0004 and 0010): the theme's caption size is that minimum, so `max()` of the two.
 */
export const atLeastCaption = (size: string) => (theme: Theme) => `max(${size}, ${theme.typography.caption.fontSize})`

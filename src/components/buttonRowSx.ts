import type { SxProps, Theme } from '@mui/material/styles'

/**
 * A row of buttons that, on a phone, becomes a column of full-width buttons: wrapped, the row
 * left three buttons of three widths, centred or ragged, which read as unfinished (review of
 * 25 Nov 2026). The first button stays the main action, on top.
 */
export const buttonRowSx = (gap = 2, justifyContent = 'flex-start') =>
  ({
    display: 'flex',
    flexDirection: { xs: 'column', sm: 'row' },
    alignItems: { xs: 'stretch', sm: 'center' },
    justifyContent,
    flexWrap: 'wrap',
    gap,
  }) satisfies SxProps<Theme>

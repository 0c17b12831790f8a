import type { SxProps, Theme } from '@mui/material/styles'

/**
 * A contact card's lists (dt label, dd value): labels are marked by colour and size, never by
 * weight. Only one Nastaliq weight ships, so a bold label was a smeared, synthesized bold that
 * outranked the card's heading; the heading stays the strongest line in every language. The
 * links read as links (link colour, underlined) and are 44 px tap targets on a phone.
 */
export const contactCardStyle: SxProps<Theme> = {
  p: 3,
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  '& dt': { typography: 'body2', fontWeight: 'inherit', color: 'text.secondary' },
  '& dd > a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: { xs: 44, md: 0 },
    color: 'primary.main',
  },
}

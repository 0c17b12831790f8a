import type { SystemStyleObject, Theme } from '@mui/system'

/**
 * A card's one link, with an arrow, whose box is stretched over its card (the card is
 * position: relative): a click anywhere on the portfolio's cards, the featured banner or About's
 * office cards opens the case study, and the keyboard stops once per card.
 */
export const wholeCardLink: SystemStyleObject<Theme> = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  minHeight: 44,
  fontWeight: 700,
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
}

import Box from '@mui/material/Box'
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { atLeastCaption } from './theme/atLeastCaption.ts'

/** One value for every screen, or one from each breakpoint up. */
type Responsive<T> = T | Partial<Record<Breakpoint, T>>

export interface Figure {
  /** What the figure measures: the term (dt). */
  label: string
  /** The figure itself, already formatted for the page's locale: the definition (dd). */
  value: string
}

interface FigureListProps {
  /** Names the list for assistive technology: its own words, or the id of a visible caption. */
  'aria-label'?: string
  'aria-labelledby'?: string
  figures: readonly Figure[]
  /** The grid's columns (grid-template-columns), optionally per breakpoint. */
  columns: Responsive<string>
  /** Space between the figures, in theme units. */
  gap?: Responsive<number>
  /** Space inside each figure's box, in theme units. */
  padding: Responsive<number>
  /** The figure's font size. */
  valueSize: Responsive<string>
  /** The label's font size; the body text's unless told. */
  labelSize?: Responsive<string>
  /** The figure's line height; the body text's unless told. */
  valueLineHeight?: number
  /**
   * 'stacked' (the default): the figure large, its label beneath it. 'row': one compact line per
   * figure, the label at its start and the figure at its end, for a narrow screen where three
   * boxes side by side would each wrap their label into a tall, mostly empty box.
   */
  arrangement?: Responsive<'stacked' | 'row'>
  /** Further styles of the list, such as its margins. */
  sx?: SxProps<Theme>
}

/** A responsive label size never smaller than the locale's captions (14 px Arabic, 15 px Urdu). */
function responsiveAtLeastCaption(size: Responsive<string>, theme: Theme) {
  const atLeast = (value: string) => atLeastCaption(value)(theme)
  if (typeof size === 'string') return atLeast(size)
  return Object.fromEntries(Object.entries(size).map(([breakpoint, value]) => [breakpoint, atLeast(value)]))
}

/**
 * Figures as a description list in a grid of bordered boxes: each figure large, what it measures
 * beneath it. In the markup the label (dt) comes first, so a screen reader says what a number
 * means before the number.
 */
export function FigureList(props: FigureListProps) {
  const { figures, columns, gap = 2, padding, valueSize, labelSize, valueLineHeight, sx = [] } = props
  const arrangement = props.arrangement ?? 'stacked'
  const per = <T,>(stacked: T, row: T) =>
    typeof arrangement === 'string'
      ? arrangement === 'row'
        ? row
        : stacked
      : Object.fromEntries(Object.entries(arrangement).map(([bp, value]) => [bp, value === 'row' ? row : stacked]))
  return (
    <Box
      component="dl"
      aria-label={props['aria-label']}
      aria-labelledby={props['aria-labelledby']}
      sx={[{ m: 0, display: 'grid', gap, gridTemplateColumns: columns }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {figures.map(({ label, value }) => (
        <Box
          key={label}
          sx={{
            display: 'flex',
            flexDirection: per('column-reverse', 'row'),
            // Stacked: boxes of a row share their height (grid rows stretch them); the figures sit
            // at the top, on one baseline, however many lines a label wraps to beneath them.
            // In a row: the label (dt, first in the markup) at the start, the figure at the end.
            justifyContent: per('flex-end', 'space-between'),
            alignItems: per('stretch', 'baseline'),
            columnGap: 2,
            p: padding,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography
            component="dt"
            color="text.secondary"
            sx={labelSize ? (theme) => ({ fontSize: responsiveAtLeastCaption(labelSize, theme) }) : undefined}
          >
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontSize: valueSize,
              fontWeight: 700,
              ...(valueLineHeight ? { lineHeight: valueLineHeight } : {}),
              color: 'primary.main',
              fontFamily: '"Inter", sans-serif',
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

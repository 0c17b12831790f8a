import Box from '@mui/material/Box'
import type { Breakpoint } from '@mui/material/styles'
import type { ReactNode } from 'react'

type Columns = Partial<Record<Breakpoint, number>>
type Gap = number | Partial<Record<Breakpoint, number>>

interface CardListProps {
  /** Columns from each breakpoint up; one column on phones, two on tablets, three on desktops unless told. */
  columns?: Columns
  /** Space between cards in theme units, optionally per breakpoint. */
  gap?: Gap
  /** Names the list when the surrounding heading does not already. */
  'aria-label'?: string
  /** Marks a list of tiles without headings (the products' tools), which tests/grids.spec.ts checks as cards. */
  'data-tiles'?: boolean
  /** The `<li>` items. */
  children: ReactNode
}

const defaultColumns: Columns = { xs: 1, sm: 2, md: 3 }
const breakpoints: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl']
/** The theme's spacing unit, in px (MUI's default). */
const spacingUnit = 8

/** The value in force at a breakpoint: its own, or the nearest one below it. */
function at<T>(values: Partial<Record<Breakpoint, T>>, breakpoint: Breakpoint): T | undefined {
  const below = breakpoints.slice(0, breakpoints.indexOf(breakpoint) + 1).reverse()
  for (const candidate of below) if (values[candidate] !== undefined) return values[candidate]
  return undefined
}

/**
 * Each card's width per breakpoint: a column's share of the row, the gaps taken out. Cards are
 * flex items rather than grid cells, so a last row that is not full is centred under the others
 * instead of leaving an empty cell at its end (five services in three columns: three, then two
 * in the middle).
 */
function cardWidths(columns: Columns, gap: Gap) {
  const gaps = typeof gap === 'number' ? { xs: gap } : gap
  const widths: Partial<Record<Breakpoint, string>> = {}
  for (const breakpoint of breakpoints) {
    if (columns[breakpoint] === undefined && gaps[breakpoint] === undefined) continue
    const count = at(columns, breakpoint) ?? 1
    const space = (at(gaps, breakpoint) ?? 0) * spacingUnit
    widths[breakpoint] = count === 1 ? '100%' : `calc((100% - ${(count - 1) * space}px) / ${count})`
  }
  return widths
}

/** A list of cards, without bullets, that gains columns as the screen widens; a short last row is centred. */
export function CardList({ columns = defaultColumns, gap = 3, children, ...list }: CardListProps) {
  return (
    <Box
      component="ul"
      {...list}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap,
        // Cards of a row stretch to the tallest, as grid cells did.
        '& > li': { flexGrow: 0, flexShrink: 0, flexBasis: cardWidths(columns, gap), minWidth: 0 },
      }}
    >
      {children}
    </Box>
  )
}

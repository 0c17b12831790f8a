import Box from '@mui/material/Box'
import type { Breakpoint } from '@mui/material/styles'
import type { ReactNode } from 'react'

type Columns = Partial<Record<Breakpoint, number>>

interface CardListProps {
  /** Columns from each breakpoint up; one column on phones, two on tablets, three on desktops unless told. */
  columns?: Columns
  /** Space between cards in theme units, optionally per breakpoint. */
  gap?: number | Partial<Record<Breakpoint, number>>
  /** Names the list when the surrounding heading does not already. */
  'aria-label'?: string
  /** The `<li>` items. */
  children: ReactNode
}

const defaultColumns: Columns = { xs: 1, sm: 2, md: 3 }

function gridTemplate(columns: Columns) {
  return Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, count === 1 ? '1fr' : `repeat(${count}, 1fr)`]),
  )
}

/** A list of cards laid out as a grid, without bullets, that gains columns as the screen widens. */
export function CardList({ columns = defaultColumns, gap = 3, 'aria-label': label, children }: CardListProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: gridTemplate(columns) }}
    >
      {children}
    </Box>
  )
}

import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/**
 * A row of fields that narrows what an admin page shows: sent with GET, so the choice stays in
 * the address (shareable, and the back button works) and no JavaScript is needed.
 */
export function FilterForm(props: { action: string; role?: 'search'; children: ReactNode }) {
  const { action, role, children } = props
  return (
    <Box
      component="form"
      method="get"
      action={action}
      role={role}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'end', mb: 3 }}
    >
      {children}
    </Box>
  )
}

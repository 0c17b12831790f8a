import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** The first stop of the keyboard: jumps past the header, visible only while focused. */
export function SkipLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <Box
      component="a"
      href={`#${target}`}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -100,
        zIndex: 2000,
        px: 2,
        py: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 1,
        fontWeight: 700,
        '&:focus': { top: 8 },
      }}
    >
      {children}
    </Box>
  )
}

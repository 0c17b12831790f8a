import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { DirectionalIcon } from './DirectionalIcon.tsx'

/** A secondary link styled as a button, ending with an arrow that points the reading way. */
export function ArrowLinkButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button variant="outlined" size="large" href={href} endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}>
      {children}
    </Button>
  )
}

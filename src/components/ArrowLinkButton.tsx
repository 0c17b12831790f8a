import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { DirectionalIcon } from './DirectionalIcon.tsx'

interface ArrowLinkButtonProps {
  href: string
  children: ReactNode
  /** A fuller name for assistive technology, beginning with the visible words ("Read case study: …"). */
  'aria-label'?: string
}

/** A secondary link styled as a button, ending with an arrow that points the reading way. */
export function ArrowLinkButton({ href, children, 'aria-label': ariaLabel }: ArrowLinkButtonProps) {
  return (
    <Button
      variant="outlined"
      size="large"
      href={href}
      aria-label={ariaLabel}
      endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}
    >
      {children}
    </Button>
  )
}

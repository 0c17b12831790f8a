import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Eyebrow } from './Eyebrow.tsx'
import { sectionTint } from './theme/palette.ts'

interface SectionProps {
  /** Names the section for assistive technology through its heading. */
  id: string
  heading: string
  /** A short label set above the heading. */
  eyebrow?: string
  intro?: string
  tinted?: boolean
  children: ReactNode
}

/** A page band with an h2 that labels it. */
export function Section({ id, heading, eyebrow, intro, tinted = false, children }: SectionProps) {
  const headingId = `${id}-heading`
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ py: { xs: 7, md: 10 }, bgcolor: tinted ? sectionTint : 'background.default' }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 720, mb: { xs: 4, md: 6 } }}>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Typography id={headingId} variant="h2" component="h2" gutterBottom>
            {heading}
          </Typography>
          {intro && (
            <Typography variant="subtitle1" color="text.secondary">
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  )
}

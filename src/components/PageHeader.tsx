import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Eyebrow } from './Eyebrow.tsx'
import { sectionTint } from './theme/palette.ts'

interface PageHeaderProps {
  heading: string
  /** A short label set above the heading. */
  eyebrow?: string
  intro?: string
  children?: ReactNode
}

/** The h1 band at the top of every inner page. */
export function PageHeader({ heading, eyebrow, intro, children }: PageHeaderProps) {
  return (
    <Box component="section" aria-labelledby="page-heading" sx={{ bgcolor: sectionTint, py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Typography id="page-heading" variant="h1" gutterBottom>
          {heading}
        </Typography>
        {intro && (
          <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: 760, fontSize: '1.15rem' }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  )
}

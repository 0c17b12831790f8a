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
  /** More of the band under the intro: beside the aside when there is one, else across the band. */
  children?: ReactNode
  /**
   * Something the reader can use at once (a page's jump links, the own office's hours), at the
   * band's end side from `md` up and under the intro on a phone. On a laptop the heading and intro
   * fill only the start side: the end side was 440-580 px of blank tint (reviewers, rounds 7-9).
   */
  aside?: ReactNode
}

// The heading's column keeps the intro's 760 px measure; the aside takes what is left, up to 26rem.
const withAside = {
  display: { md: 'grid' },
  gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(16rem, 26rem)' },
  columnGap: { md: 6, lg: 10 },
  alignItems: 'center',
} as const

/** The h1 band at the top of every inner page. */
export function PageHeader({ heading, eyebrow, intro, children, aside }: PageHeaderProps) {
  return (
    // Without an aside the band carries text alone on a laptop (blog, legal pages) or content
    // across it (products, portfolio): a phone's 48 px above and below, so what follows starts sooner.
    <Box
      component="section"
      aria-labelledby="page-heading"
      sx={{ bgcolor: sectionTint, py: { xs: 6, md: aside ? 8 : 6 } }}
    >
      <Container maxWidth="lg" sx={aside ? withAside : undefined}>
        <div>
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
        </div>
        {aside && <Box sx={{ mt: { xs: 4, md: 0 } }}>{aside}</Box>}
      </Container>
    </Box>
  )
}

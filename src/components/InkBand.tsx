import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { buttonRowSx } from './buttonRowSx.ts'
import { inkBackground, inkMutedText, inkText } from './theme/palette.ts'

/** A white button that stands out on the ink background (the main action). */
export const inkBandLightButtonSx: SxProps<Theme> = {
  bgcolor: '#fff',
  color: 'primary.dark',
  '&:hover': { bgcolor: inkText },
}

/** A white outlined button for the second action on the ink background. */
export const inkBandOutlinedButtonSx: SxProps<Theme> = {
  color: '#fff',
  borderColor: 'rgba(255,255,255,0.6)',
  '&:hover': { borderColor: '#fff' },
}

interface InkBandProps {
  /** The id of the h2, which names the section for assistive technology. */
  headingId: string
  heading: string
  text: string
  /** One button, or several inside InkBandActions. */
  children: ReactNode
  /** Its buttons already offer what the phone action bar does: the bar steps aside while it is in view. */
  hidesActionBar?: boolean
}

/** The dark closing band of a page: a heading, a sentence and one or two buttons. */
export function InkBand({ headingId, heading, text, children, hidesActionBar }: InkBandProps) {
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      className="ink"
      data-hides-action-bar={hidesActionBar ? '' : undefined}
      sx={{ bgcolor: inkBackground, color: '#fff', py: { xs: 7, md: 10 } }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id={headingId} variant="h2" gutterBottom>
          {heading}
        </Typography>
        <Typography sx={{ color: inkMutedText, fontSize: '1.15rem', mb: 4 }}>{text}</Typography>
        {children}
      </Container>
    </Box>
  )
}

/** Several buttons of an InkBand in a centred row; on a phone, a column of full-width buttons. */
export function InkBandActions({ children }: { children: ReactNode }) {
  return <Box sx={buttonRowSx(2, 'center')}>{children}</Box>
}

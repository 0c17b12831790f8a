import Typography from '@mui/material/Typography'

/**
 * The short label above a heading ("Featured project"): always above it, in one style on every
 * page, the hero's included. A paragraph, not part of the heading, so the heading names its
 * section alone.
 */
export function Eyebrow({ children, id }: { children: string; id?: string }) {
  return (
    <Typography id={id} variant="overline" component="p" color="secondary.dark" sx={{ fontWeight: 700, mb: 1 }}>
      {children}
    </Typography>
  )
}

import Typography from '@mui/material/Typography'

/** An admin page's h1, with the sentence that says what the page is for. */
export function AdminHeading({ heading, intro }: { heading: string; intro?: string }) {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '2rem' }} gutterBottom>
        {heading}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
    </>
  )
}

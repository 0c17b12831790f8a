import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { forwardRef } from 'react'
import { fieldId } from './ContactTextField.tsx'
import type { ContactField } from './contactSchema.ts'
import { useFormTranslator } from './FormTranslatorContext.tsx'

const headingId = 'contact-error-summary-heading'

/**
 * Every error of a refused submission, each a link to its field. It takes the focus, so a screen
 * reader reads it first; without JavaScript the links still jump to the fields.
 */
export const ErrorSummary = forwardRef<
  HTMLElement,
  {
    errors: [ContactField, string][] /** Server-rendered after a refused post: focus it without JavaScript. */
    autoFocus?: boolean
  }
>(function ErrorSummary({ errors, autoFocus }, ref) {
  const t = useFormTranslator()
  const focusField = (event: React.MouseEvent, field: ContactField) => {
    const input = document.getElementById(fieldId(field))
    if (!input) return
    event.preventDefault()
    input.focus()
    input.scrollIntoView({ block: 'center' })
  }
  return (
    <Box
      component="section"
      ref={ref}
      tabIndex={-1}
      autoFocus={autoFocus}
      aria-labelledby={headingId}
      sx={{ border: 2, borderColor: 'error.main', borderRadius: 2, p: 2.5 }}
    >
      <Typography id={headingId} component="h3" variant="h6" sx={{ color: 'error.dark', mb: 1 }}>
        {t('summary.heading')}
      </Typography>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
        {errors.map(([field, text]) => (
          <li key={field}>
            <Link href={`#${fieldId(field)}`} color="error.dark" onClick={(event) => focusField(event, field)}>
              {text}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  )
})

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { Locale } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { ContactTextField } from './ContactTextField.tsx'
import { contactPagePath } from './contactPagePath.ts'
import { type ContactField, type ContactValues, contactFields } from './contactSchema.ts'
import { ErrorSummary } from './ErrorSummary.tsx'
import { useFormTranslator } from './FormTranslatorContext.tsx'
import { errorText, type FieldErrorKeys } from './formStrings.ts'
import { HiddenFields } from './HiddenFields.tsx'
import { useContactForm } from './useContactForm.ts'

export interface ContactFormProps {
  locale: Locale
  formToken: string
  idempotencyKey: string
  initialValues: ContactValues
  /** Error keys from a refused post without JavaScript: shown at once, with the summary. */
  initialErrors?: FieldErrorKeys
}

/**
 * The contact form's view. Rendered by the server as a plain form that posts without JavaScript;
 * hydrated in the browser, it validates with the shared schema and sends JSON (useContactForm.ts).
 */
export function ContactForm({ locale, formToken, ...options }: ContactFormProps) {
  const t = useFormTranslator()
  const {
    formik,
    state,
    onSubmit,
    onFieldBlur,
    onFieldChange,
    errorOf,
    summaryRef,
    submitRef,
    formRef,
    refusedByServer,
  } = useContactForm(options)
  const summary = contactFields.flatMap((field): [ContactField, string][] => {
    const error = errorOf(field)
    return error ? [[field, errorText(t, error)]] : []
  })
  return (
    <Box
      component="form"
      ref={formRef}
      method="post"
      // The page's own address: refused, the page comes back with its errors where it was, an
      // address the visitor can reload (the server takes the same post at /api/contact).
      action={localizePath(contactPagePath, locale)}
      // Never the browser's bubbles ("Please fill out this field.", in the browser's language, not
      // the page's): before the island loads, the server answers an incomplete form with the page
      // and its error summary in the visitor's language (decision 0006); after, the island does.
      noValidate
      onSubmit={onSubmit}
      // 32 px between fields, clearly more than between a field's label, outline and help line.
      sx={{ position: 'relative', display: 'grid', gap: 4 }}
    >
      {state.summaryShown && summary.length > 0 && (
        <ErrorSummary ref={summaryRef} errors={summary} autoFocus={refusedByServer} />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ m: 0 }}>
        {t('requiredNote')}
      </Typography>
      {contactFields.map((field) => (
        <ContactTextField
          key={field}
          field={field}
          value={formik.values[field]}
          error={errorOf(field)}
          onChange={onFieldChange}
          onBlur={onFieldBlur}
        />
      ))}
      <HiddenFields locale={locale} idempotencyKey={state.idempotencyKey} formToken={formToken} />
      <div>
        <Button ref={submitRef} type="submit" variant="contained" size="large" disabled={state.sending}>
          {state.sending ? t('sending') : t('submit')}
        </Button>
      </div>
    </Box>
  )
}

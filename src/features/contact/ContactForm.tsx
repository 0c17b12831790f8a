import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { type FormikErrors, useFormik } from 'formik'
import { useSnackbar } from 'notistack'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { mailboxes } from '#config/mailboxes.ts'
import type { Locale } from '#i18n/locales.ts'
import { ContactTextField } from './ContactTextField.tsx'
import { emptyContactValues } from './contactFormState.ts'
import { type ContactField, type ContactValues, contactFields, contactSchema } from './contactSchema.ts'
import { ErrorSummary } from './ErrorSummary.tsx'
import { useFormTranslator } from './FormTranslatorContext.tsx'
import { errorText } from './formStrings.ts'
import { HiddenFields } from './HiddenFields.tsx'
import { newIdempotencyKey } from './idempotencyKey.ts'
import { contactEndpoint, sendContact } from './sendContact.ts'
import { idempotencyKeyPlaceholder } from './tokenPlaceholders.ts'

export interface ContactFormProps {
  locale: Locale
  formToken: string
  idempotencyKey: string
  initialValues: ContactValues
  /** Error keys from a refused post without JavaScript: shown at once, with the summary. */
  initialErrors?: Partial<Record<ContactField, string>>
}

const allTouched = { name: true, email: true, phone: true, message: true }
const hasErrors = (errors: FormikErrors<ContactValues>) => contactFields.some((field) => errors[field])

/**
 * The contact form. Rendered by the server as a plain form that posts without JavaScript;
 * hydrated in the browser, it validates with the shared schema and sends JSON.
 */
export function ContactForm({ locale, formToken, initialValues, initialErrors, ...props }: ContactFormProps) {
  const t = useFormTranslator()
  const { enqueueSnackbar } = useSnackbar()
  const [idempotencyKey, setIdempotencyKey] = useState(props.idempotencyKey)
  const [sending, setSending] = useState(false)
  const [summaryShown, setSummaryShown] = useState(Boolean(initialErrors && hasErrors(initialErrors)))
  const [summaryFocusRequests, setSummaryFocusRequests] = useState(0)
  const summaryRef = useRef<HTMLElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const formik = useFormik<ContactValues>({
    initialValues,
    initialErrors,
    initialTouched: initialErrors ? allTouched : {},
    validationSchema: contactSchema,
    // Sending is handled below: Formik only keeps the values, the errors and what was touched.
    onSubmit: () => {},
  })

  useEffect(() => {
    // Once the script runs, the form shows its own messages instead of the browser's bubbles.
    if (formRef.current) {
      formRef.current.noValidate = true
      // Tells scripts (and the browser tests) that submitting now goes through this component.
      formRef.current.dataset.enhanced = 'true'
    }
    // A page served without a key (vike dev, a static copy) still gets one.
    if (props.idempotencyKey === idempotencyKeyPlaceholder) setIdempotencyKey(newIdempotencyKey())
    // The server refused the no-JS post: lead the visitor to the summary first.
    if (summaryRef.current) setSummaryFocusRequests(1)
  }, [props.idempotencyKey])

  useEffect(() => {
    if (summaryFocusRequests > 0) summaryRef.current?.focus()
  }, [summaryFocusRequests])

  const showErrors = (errors: FormikErrors<ContactValues>) => {
    formik.setTouched(allTouched, false)
    setSummaryShown(true)
    setSummaryFocusRequests((count) => count + 1)
    return errors
  }

  const toast = (variant: 'success' | 'error', title: string, message: string) =>
    enqueueSnackbar(message, { variant, title })

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (sending) return
    const errors = await formik.validateForm()
    if (hasErrors(errors)) {
      showErrors(errors)
      return
    }
    setSummaryShown(false)
    setSending(true)
    const outcome = await sendContact(Object.fromEntries(new FormData(form)) as Record<string, string>)
    setSending(false)
    switch (outcome.kind) {
      case 'received':
        toast('success', t('toast.sentTitle'), t('toast.sentText'))
        formik.resetForm({ values: emptyContactValues })
        setIdempotencyKey(newIdempotencyKey())
        break
      case 'invalid':
        formik.setErrors(outcome.errors)
        showErrors(outcome.errors)
        break
      case 'tooMany':
        toast('error', t('toast.tooManyTitle'), t('errors.tooMany'))
        break
      case 'failed':
        toast('error', t('toast.failedTitle'), t('errors.server', { email: mailboxes.sales }))
        break
    }
    // The disabled button dropped the focus; give it back where the visitor left it.
    if (document.activeElement === document.body) submitRef.current?.focus()
  }

  const summary = contactFields.flatMap((field): [ContactField, string][] => {
    const error = formik.touched[field] ? formik.errors[field] : undefined
    return error ? [[field, errorText(t, field, error)]] : []
  })

  return (
    <Box
      component="form"
      ref={formRef}
      method="post"
      action={contactEndpoint}
      onSubmit={handleSubmit}
      sx={{ position: 'relative', display: 'grid', gap: 3 }}
    >
      {summaryShown && summary.length > 0 && (
        <ErrorSummary ref={summaryRef} errors={summary} autoFocus={Boolean(initialErrors)} />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ m: 0 }}>
        {t('requiredNote')}
      </Typography>
      {contactFields.map((field) => (
        <ContactTextField key={field} field={field} formik={formik} />
      ))}
      <HiddenFields locale={locale} idempotencyKey={idempotencyKey} formToken={formToken} />
      <div>
        <Button ref={submitRef} type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? t('sending') : t('submit')}
        </Button>
      </div>
    </Box>
  )
}

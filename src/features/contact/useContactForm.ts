import { type FormikErrors, useFormik } from 'formik'
import { type FocusEvent, type FormEvent, useEffect, useReducer, useRef } from 'react'
import { emptyContactValues } from './contactFormState.ts'
import { type ContactField, type ContactValues, contactFields, contactSchema } from './contactSchema.ts'
import { useFormStrings, useFormTranslator } from './FormTranslatorContext.tsx'
import { errorKeyOfText, errorText, type FieldErrorKeys } from './formStrings.ts'
import { newIdempotencyKey } from './idempotencyKey.ts'
import { isErrorKey } from './messageValues.ts'
import { sendContact } from './sendContact.ts'
import { showSentPanel } from './sentPanel.ts'
import { feedbackFor, initialSubmitState, submitReducer } from './submitMachine.ts'
import { useToast } from './Toasts.tsx'
import { idempotencyKeyPlaceholder } from './tokenPlaceholders.ts'
import { showTooManyNotice } from './tooManyNotice.ts'
import { visibleError } from './visibleError.ts'

export interface ContactFormOptions {
  initialValues: ContactValues
  /** Error keys from a refused post without JavaScript: shown at once, with the summary. */
  initialErrors?: FieldErrorKeys
  idempotencyKey: string
}

const allTouched = { name: true, email: true, phone: true, message: true }
const hasErrors = (errors: FormikErrors<ContactValues>) => contactFields.some((field) => errors[field])

/** The field a change or blur came from (every field of the form is an input or a textarea). */
const fieldOf = ({ target }: { target: EventTarget | null }) => target as HTMLInputElement | HTMLTextAreaElement

/**
 * The contact form's behaviour (the view is ContactForm.tsx): Formik keeps the values, the errors
 * (always translation keys) and which fields were checked (its `touched`: left with something
 * typed in them); submitMachine.ts decides what a submit and its answer change, visibleError.ts
 * which errors show.
 */
export function useContactForm({ initialValues, initialErrors, idempotencyKey }: ContactFormOptions) {
  const t = useFormTranslator()
  const strings = useFormStrings()
  const toast = useToast()
  const refusedByServer = Boolean(initialErrors && hasErrors(initialErrors))
  const [state, dispatch] = useReducer(submitReducer, initialSubmitState(idempotencyKey, refusedByServer))
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
    const form = formRef.current
    if (form) {
      // Tells scripts (and the browser tests) that submitting now goes through this component.
      form.dataset.enhanced = 'true'
    }
    if (idempotencyKey === idempotencyKeyPlaceholder) dispatch({ type: 'keyMissing', nextKey: newIdempotencyKey() })
  }, [idempotencyKey])

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration; Formik owns the values from then on
  useEffect(() => {
    // Text typed while the island hydrated is in the fields but not yet in Formik: carry it over.
    for (const field of contactFields) {
      const typed = (formRef.current?.elements.namedItem(field) as HTMLInputElement | null)?.value
      if (typed !== undefined && typed !== formik.values[field]) formik.setFieldValue(field, typed, false)
    }
  }, [])

  useEffect(() => {
    if (state.summaryFocus > 0) summaryRef.current?.focus()
  }, [state.summaryFocus])

  const refuse = () => {
    formik.setTouched(allTouched, false)
    dispatch({ type: 'refused' })
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.sending) return
    const form = event.currentTarget
    if (hasErrors(await formik.validateForm())) return refuse()
    dispatch({ type: 'send' })
    showTooManyNotice(false)
    let outcome = await sendContact(Object.fromEntries(new FormData(form)) as Record<string, string>)
    const refused = outcome.kind === 'invalid' ? serverErrorKeys(outcome.messages) : {}
    // A refusal in words this page does not know (a newer server) is told as a failure.
    if (outcome.kind === 'invalid' && !hasErrors(refused)) outcome = { kind: 'failed' }
    const feedback = feedbackFor(outcome.kind)
    const showFeedback = () => {
      if (!feedback) return
      const message = isErrorKey(feedback.message) ? errorText(t, feedback.message) : t(feedback.message)
      toast({ variant: feedback.variant, title: t(feedback.title), message })
    }
    if (outcome.kind === 'invalid') {
      formik.setErrors(refused)
      refuse()
    } else {
      dispatch({ type: 'answered', outcome: outcome.kind, nextKey: newIdempotencyKey() })
      if (outcome.kind === 'received') {
        const sender = formik.values.name
        formik.resetForm({ values: emptyContactValues })
        // The panel saying what happens next takes the form's place until the visitor writes again;
        // the toast saying it was sent shows over the page (Toasts.tsx).
        showSentPanel(sender, () => document.getElementById('contact-name')?.focus())
        showFeedback()
      } else if (outcome.kind === 'tooMany') showTooManyNotice(true)
      else showFeedback()
    }
    // The disabled button dropped the focus; give it back where the visitor left it.
    if (document.activeElement === document.body) submitRef.current?.focus()
  }

  /** The server's 422 answers in the visitor's language: back to the keys its messages came from. */
  const serverErrorKeys = (messages: Partial<Record<ContactField, string>>) => {
    const keys: FieldErrorKeys = {}
    for (const field of contactFields) {
      const key = messages[field] ? errorKeyOfText(t, strings, messages[field]) : undefined
      if (key) keys[field] = key
    }
    return keys
  }

  /** The error key a field shows now (one rule for every field, visibleError.ts). */
  const errorOf = (field: ContactField) =>
    visibleError(formik.errors[field] as FieldErrorKeys[ContactField], {
      checked: Boolean(formik.touched[field]),
      attempted: state.attempted,
    })

  // Tabbing through empty fields checks none of them: a field is checked when the visitor leaves
  // it with something typed in it, and unchecked again when they empty it.
  const onFieldBlur = (event: FocusEvent) => {
    if (fieldOf(event).value.trim()) formik.handleBlur(event)
  }
  const onFieldChange = (event: FormEvent) => {
    formik.handleChange(event)
    const field = fieldOf(event)
    if (!field.value.trim() && formik.touched[field.name as ContactField])
      formik.setFieldTouched(field.name, false, false)
  }

  return {
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
  }
}

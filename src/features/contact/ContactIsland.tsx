import { ContactForm, type ContactFormProps } from './ContactForm.tsx'
import { FormTranslatorProvider } from './FormTranslatorContext.tsx'
import type { FormStrings } from './formStrings.ts'
import { ToastProvider } from './Toasts.tsx'

export interface ContactIslandProps extends ContactFormProps {
  strings: FormStrings
  /** The polite live region the toasts are rendered into (the browser only). */
  toastRoot?: HTMLElement
}

/** The part of the contact page the browser hydrates: the form and its toasts. */
export function ContactIsland({ strings, toastRoot, ...formProps }: ContactIslandProps) {
  return (
    <FormTranslatorProvider strings={strings}>
      <ToastProvider root={toastRoot}>
        <ContactForm {...formProps} />
      </ToastProvider>
    </FormTranslatorProvider>
  )
}

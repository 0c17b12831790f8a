import { SnackbarProvider } from 'notistack'
import { toasts } from '#config/toasts.ts'
import { localeInfo } from '#i18n/locales.ts'
import { ContactForm, type ContactFormProps } from './ContactForm.tsx'
import { FormTranslatorProvider } from './FormTranslatorContext.tsx'
import { createFormTranslator, type FormStrings } from './formStrings.ts'
import { Toast } from './Toast.tsx'

export interface ContactIslandProps extends ContactFormProps {
  strings: FormStrings
  /** The polite live region the toasts are rendered into (the browser only). */
  toastRoot?: HTMLElement
}

/** The part of the contact page the browser hydrates: the form and its toasts. */
export function ContactIsland({ strings, toastRoot, ...formProps }: ContactIslandProps) {
  // Toasts sit at the reading end of the bottom edge: the right in English, the left in Arabic and Urdu.
  const horizontal = localeInfo[formProps.locale].dir === 'rtl' ? 'left' : 'right'
  return (
    <FormTranslatorProvider value={createFormTranslator(strings)}>
      <SnackbarProvider
        maxSnack={toasts.maxVisible}
        autoHideDuration={toasts.autoHideMs}
        anchorOrigin={{ vertical: 'bottom', horizontal }}
        domRoot={toastRoot}
        Components={{ success: Toast, error: Toast }}
      >
        <ContactForm {...formProps} />
      </SnackbarProvider>
    </FormTranslatorProvider>
  )
}

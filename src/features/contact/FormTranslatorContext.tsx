import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { createFormTranslator, type FormStrings, type FormTranslator } from './formStrings.ts'

const Context = createContext<{ t: FormTranslator; strings: FormStrings } | null>(null)

/** The locale's contact:form strings, and a translator over them, for everything in the form. */
export function FormTranslatorProvider({ strings, children }: { strings: FormStrings; children: ReactNode }) {
  const value = useMemo(() => ({ t: createFormTranslator(strings), strings }), [strings])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

function useFormContext() {
  const value = useContext(Context)
  if (!value) throw new Error('the contact form outside <FormTranslatorProvider>')
  return value
}

export const useFormTranslator = (): FormTranslator => useFormContext().t
export const useFormStrings = (): FormStrings => useFormContext().strings

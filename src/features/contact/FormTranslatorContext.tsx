import { createContext, useContext } from 'react'
import type { FormTranslator } from './formStrings.ts'

const Context = createContext<FormTranslator | null>(null)

export const FormTranslatorProvider = Context.Provider

export function useFormTranslator(): FormTranslator {
  const t = useContext(Context)
  if (!t) throw new Error('useFormTranslator() outside <FormTranslatorProvider>')
  return t
}

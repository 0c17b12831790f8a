import { requiredErrors } from './contactSchema.ts'
import type { ErrorKey } from './messageValues.ts'

const required = new Set<string>(Object.values(requiredErrors))

export interface FieldProgress {
  /** The visitor left the field with something typed in it (and has not emptied it since). */
  checked: boolean
  /** The visitor tried to send this message (submitMachine.ts). */
  attempted: boolean
}

/**
 * The one rule for every field's error, so that tabbing through the form marks nothing: before
 * a submit, an empty field is not wrong ("required" waits for the submit), and what was typed is
 * judged once the visitor leaves the field (an address without its domain, a phone number too
 * short, a name of one letter); a shown error then follows the typing and goes the moment it is
 * fixed. After a submit attempt every error shows and follows the typing.
 */
export function visibleError(error: ErrorKey | undefined, { checked, attempted }: FieldProgress): ErrorKey | undefined {
  if (!error || attempted) return error
  return checked && !required.has(error) ? error : undefined
}

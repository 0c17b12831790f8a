import type { OfficeId } from './offices.ts'

/** The offices the contact page offers a call button for (the specification names these two). */
export const callButtonOffices: readonly OfficeId[] = ['pk', 'uae']

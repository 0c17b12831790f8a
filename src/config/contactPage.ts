import type { OfficeId } from './offices.ts'

/**
 * The offices the contact page offers a call button for (the specification names these two).
 * The page shows the reader's own office first (src/components/contactInfo/primaryOffice.ts).
 */
export const callButtonOffices: readonly OfficeId[] = ['pk', 'uae']

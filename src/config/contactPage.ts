import type { OfficeId } from './offices.ts'

/**
 * The offices the contact page offers a call button for: the specification names Pakistan and the
 * UAE; London is added so an English reader's own office is there too. The page shows the reader's
 * own office first, the others in this order (src/components/contactInfo/primaryOffice.ts):
 * English London, Dubai, Lahore; Arabic Dubai, Lahore, London; Urdu Lahore, Dubai, London.
 */
export const callButtonOffices: readonly OfficeId[] = ['uae', 'pk', 'uk']

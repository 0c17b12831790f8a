/** Where a lead stands as staff work it; 'spam' is also what the contact defences store. */
export const leadStatuses = ['new', 'contacted', 'won', 'lost', 'spam'] as const
export type LeadStatus = (typeof leadStatuses)[number]

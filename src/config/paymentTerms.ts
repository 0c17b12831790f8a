// The commercial terms the Terms of Service state, as numbers the page formats per locale.
export const paymentTerms = {
  /** Share of the agreed price invoiced before work starts, in percent. */
  advancePercent: 50,
  /** Share invoiced on completion, in percent. */
  completionPercent: 50,
  /** Days after delivery during which defects in our own work are fixed free of charge. */
  bugFixDays: 30,
} as const

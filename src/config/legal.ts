/** When the legal pages were last revised, as YYYY-MM; each page shows it in its own language. */
export const legalLastUpdated = '2025-01'

/**
 * '2025-01-08 14:05 UTC' from an ISO timestamp. Times in the admin are shown in UTC, the same for
 * staff in London, Dubai and Lahore.
 */
export function formatUtcTimestamp(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

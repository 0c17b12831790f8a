/** Times in the admin are shown in UTC, the same for staff in London, Dubai and Lahore. */
export function formatAdminTime(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

import { stringify } from 'csv-stringify/sync'
import type { Lead } from '../leads/lead.server.ts'

const columns = ['id', 'received', 'status', 'name', 'email', 'phone', 'locale', 'page', 'message', 'note'] as const

// A cell a spreadsheet would run as a formula ('=HYPERLINK(…)') is prefixed so it stays text.
function inert(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** The leads as CSV for a spreadsheet, UTF-8 with a byte-order mark so Excel reads Arabic and Urdu. */
export function leadsToCsv(leads: Lead[]): string {
  const records = leads.map((lead) => [
    String(lead.id),
    lead.createdAt.toISOString(),
    lead.status,
    inert(lead.name),
    inert(lead.email),
    inert(lead.phone),
    lead.locale,
    inert(lead.page),
    inert(lead.message),
    inert(lead.note ?? ''),
  ])
  return `\uFEFF${stringify(records, { header: true, columns: [...columns] })}`
}

import { stringify } from 'csv-stringify/sync'
import type { LeadRow } from '../db/types.server.ts'
import { toDate } from '../leads/leadsRepository.server.ts'

const columns = ['id', 'received', 'status', 'name', 'email', 'phone', 'locale', 'page', 'message', 'note'] as const

// A cell a spreadsheet would run as a formula ('=HYPERLINK(…)') is prefixed so it stays text.
function inert(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** The leads as CSV for a spreadsheet, UTF-8 with a byte-order mark so Excel reads Arabic and Urdu. */
export function leadsToCsv(rows: LeadRow[]): string {
  const records = rows.map((row) => [
    String(row.id),
    toDate(row.created_at).toISOString(),
    row.status,
    inert(row.name),
    inert(row.email),
    inert(row.phone),
    row.locale,
    inert(row.page),
    inert(row.message),
    inert(row.note ?? ''),
  ])
  return `\uFEFF${stringify(records, { header: true, columns: [...columns] })}`
}

import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify/sync'
import type { Lead } from '../leads/lead.server.ts'

const columns = ['id', 'received', 'status', 'name', 'email', 'phone', 'locale', 'page', 'message', 'note'] as const

// A cell a spreadsheet would run as a formula ('=HYPERLINK(…)') is prefixed so it stays text.
function inert(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

function recordOf(lead: Lead): string[] {
  return [
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
  ]
}

/** The leads as CSV for a spreadsheet, UTF-8 with a byte-order mark so Excel reads Arabic and Urdu. */
export function leadsToCsv(leads: Lead[]): string {
  return `\uFEFF${stringify(leads.map(recordOf), { header: true, columns: [...columns] })}`
}

/**
 * The same CSV as leadsToCsv, written page by page as the pages arrive: the export sends chunks
 * and holds one page of leads at a time, however many match.
 */
export function leadsCsvStream(pages: AsyncIterable<Lead[]>): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${stringify([], { header: true, columns: [...columns] })}`
      for await (const page of pages) yield stringify(page.map(recordOf))
    })(),
  )
}

/**
 * `{ total, leads: [...] }` as JSON, written page by page like the CSV: the same text
 * JSON.stringify gives for the whole list, without holding the whole list.
 */
export function leadsJsonStream<T>(total: number, pages: AsyncIterable<Lead[]>, view: (lead: Lead) => T): Readable {
  return Readable.from(
    (async function* () {
      yield `{"total":${JSON.stringify(total)},"leads":[`
      let first = true
      for await (const page of pages) {
        if (page.length === 0) continue
        yield `${first ? '' : ','}${page.map((lead) => JSON.stringify(view(lead))).join(',')}`
        first = false
      }
      yield ']}'
    })(),
  )
}

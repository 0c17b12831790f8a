import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import type { Lead } from '../leads/lead.server.ts'
import { leadsCsvStream, leadsJsonStream, leadsToCsv } from './leadsCsv.server.ts'

const lead: Lead = {
  id: 7,
  idempotencyKey: 'k',
  name: 'سارہ "Sara", Khan',
  email: 'sara@example.com',
  phone: '+92 300 1234567',
  message: 'Line one\nLine two, with a comma',
  locale: 'ur',
  page: '/ur/contact',
  userAgent: null,
  ip: null,
  createdAt: new Date('2026-11-21T10:00:00.000Z'),
  status: 'new',
  spamReason: null,
  note: '=HYPERLINK("http://evil")',
}

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  let all = ''
  for await (const chunk of stream) all += String(chunk)
  return all
}

describe('leads CSV', () => {
  it('round-trips quotes, commas, new lines and Urdu text', () => {
    const [header, row] = parse(leadsToCsv([lead]).replace(/^\uFEFF/, '')) as string[][]
    expect(header?.slice(0, 4)).toEqual(['id', 'received', 'status', 'name'])
    expect(row?.[3]).toBe('سارہ "Sara", Khan')
    expect(row?.[8]).toBe('Line one\nLine two, with a comma')
  })

  it('keeps a formula as text', () => {
    const [, row] = parse(leadsToCsv([lead]).replace(/^\uFEFF/, '')) as string[][]
    expect(row?.[9]).toBe('\'=HYPERLINK("http://evil")')
  })

  it('streams the same CSV page by page, pulling the next page only when the last is sent', async () => {
    const many = Array.from({ length: 7 }, (_, index) => ({ ...lead, id: index + 1, name: `Lead ${index}` }))
    let pulled = 0
    async function* pages() {
      for (let start = 0; start < many.length; start += 3) {
        pulled++
        yield many.slice(start, start + 3)
      }
    }
    const stream = leadsCsvStream(pages())
    const chunks: string[] = []
    for await (const chunk of stream) {
      chunks.push(String(chunk))
      // Never more than one page ahead of what was sent: memory follows the page, not the export.
      expect(pulled).toBeLessThanOrEqual(chunks.length)
    }
    expect(chunks).toHaveLength(4)
    expect(chunks.join('')).toBe(leadsToCsv(many))
    expect(await text(leadsCsvStream(pages()))).toBe(leadsToCsv(many))
    expect(await text(leadsCsvStream((async function* () {})()))).toBe(leadsToCsv([]))
  })

  it('streams the leads API JSON page by page, the same text as JSON.stringify', async () => {
    const many = Array.from({ length: 5 }, (_, index) => ({ ...lead, id: index + 1 }))
    const view = (item: Lead) => ({ id: item.id, name: item.name })
    async function* pages() {
      yield many.slice(0, 2)
      yield []
      yield many.slice(2)
    }
    const json = await text(leadsJsonStream(9, pages(), view))
    expect(json).toBe(JSON.stringify({ total: 9, leads: many.map(view) }))
    expect(await text(leadsJsonStream(0, (async function* () {})(), view))).toBe(
      JSON.stringify({ total: 0, leads: [] }),
    )
  })
})

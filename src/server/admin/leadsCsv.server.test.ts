import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import type { Lead } from '../leads/lead.server.ts'
import { leadsToCsv } from './leadsCsv.server.ts'

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
})

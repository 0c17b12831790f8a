import { describe, expect, it } from 'vitest'
import { isIsolated, isolateLtr, ltrRuns, reordersInRtl } from './bidi.ts'

const runs = (text: string) => ltrRuns(text).map((run) => run.text)

describe('left-to-right runs in right-to-left text', () => {
  it('finds country codes, phone numbers, emails, URLs and Latin names as whole runs', () => {
    expect(runs('مثل +44 أو +971 أو +92 أو دونها.')).toEqual(['+44', '+971', '+92'])
    expect(runs('اتصل على +44 20 7946 0000 أو hello@example.com أو https://example.com/a-b،')).toEqual([
      '+44 20 7946 0000',
      'hello@example.com',
      'https://example.com/a-b',
    ])
    expect(runs('(Mobile-First) مع Google Search Console و WordPress.')).toEqual([
      'Mobile-First',
      'Google Search Console',
      'WordPress',
    ])
  })

  it('knows which runs the bidirectional algorithm would reorder', () => {
    for (const run of ['+44', '+971 4 552 9310', '80+', '42%', 'C++', '20 7946'])
      expect(reordersInRtl(run), run).toBe(true)
    for (const run of ['WordPress', 'Google Search Console', '24/7', '9:00', '2024-2025', 'iPhone 15', '5G'])
      expect(reordersInRtl(run), run).toBe(false)
  })

  it('counts a run as isolated inside U+2066…U+2069 or between left-to-right marks', () => {
    const text = `رقم ${isolateLtr('+44', 'ar')} و \u200e42%\u200e و +92`
    const found = ltrRuns(text)
    expect(found.map((run) => isIsolated(text, run.start, run.end))).toEqual([true, true, false])
  })
})

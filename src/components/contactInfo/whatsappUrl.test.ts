import { describe, expect, it } from 'vitest'
import { whatsappUrl } from './whatsappUrl.ts'

describe('whatsappUrl', () => {
  it('keeps only the digits of the number and encodes the message', () => {
    expect(whatsappUrl('+971 55 218 4630', 'Hello, a project?')).toBe(
      'https://wa.me/971552184630?text=Hello%2C%20a%20project%3F',
    )
  })

  it('keeps Arabic and Urdu letters as they are, so that the message arrives as written in fewer bytes', () => {
    const message = 'مرحبًا بيان ديجيتال، أودّ الاستفسار عن مشروع & #1+1؟'
    const href = whatsappUrl('+971552184630', message)
    expect(href).toContain('?text=مرحبًا%20بيان')
    const url = new URL(href)
    expect(url.searchParams.get('text')).toBe(message)
    // What the browser sends: every non-ASCII letter percent-encoded as UTF-8.
    expect(url.search).not.toMatch(/[^\x20-\x7e]/)
  })

  it('refuses a number too short to be international', () => {
    expect(() => whatsappUrl('+44', 'hi')).toThrow()
  })
})

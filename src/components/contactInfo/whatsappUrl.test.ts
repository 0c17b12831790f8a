import { describe, expect, it } from 'vitest'
import { whatsappUrl } from './whatsappUrl.ts'

describe('whatsappUrl', () => {
  it('keeps only the digits of the number and encodes the message', () => {
    expect(whatsappUrl('+971 55 218 4630', 'Hello, a project?')).toBe(
      'https://wa.me/971552184630?text=Hello%2C%20a%20project%3F',
    )
  })

  it('encodes Arabic and Urdu text so that it arrives as written', () => {
    const message = 'مرحبًا بيان ديجيتال، أودّ الاستفسار عن مشروع…'
    const url = new URL(whatsappUrl('+971552184630', message))
    expect(url.searchParams.get('text')).toBe(message)
    expect(url.search).not.toMatch(/[^\x20-\x7e]/)
  })

  it('refuses a number too short to be international', () => {
    expect(() => whatsappUrl('+44', 'hi')).toThrow()
  })
})

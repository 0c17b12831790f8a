import { expect, it } from 'vitest'
import { mailtoHref } from './mailtoHref.ts'

it('links to the one address, never adding the headers a typed ? or & would', () => {
  expect(mailtoHref('sara@example.com')).toBe('mailto:sara@example.com')
  const href = mailtoHref('reply?bcc=spy%40evil.test&subject=Hi&body=x@example.com')
  const url = new URL(href)
  expect(url.search).toBe('')
  expect(href).not.toMatch(/[?&]/)
  expect(decodeURIComponent(url.pathname)).toBe('reply?bcc=spy%40evil.test&subject=Hi&body=x@example.com')
})

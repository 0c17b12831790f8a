import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown.server.ts'

const labels = { anchor: (heading: string) => `Link to ${heading}` }

describe('article Markdown', () => {
  it('gives headings an id and an accessible anchor link to it', () => {
    const html = renderMarkdown('## Speed matters\n\ntext', labels)
    expect(html).toContain(
      '<h2 id="speed-matters">Speed matters<a class="heading-anchor" aria-label="Link to Speed matters" href="#speed-matters"><span aria-hidden="true">#</span></a></h2>',
    )
  })

  it('keeps GFM tables, lists and links', () => {
    const html = renderMarkdown('| a | b |\n| - | - |\n| 1 | 2 |\n\n- one\n- two\n\n[quote](/contact)', labels)
    expect(html).toContain('<table>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<a href="/contact">quote</a>')
  })

  it('lets no raw HTML, script or dangerous link through', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n<div class="x" id="main">raw</div>\n\n[click](javascript:alert(1))',
      labels,
    )
    expect(html).not.toMatch(/<script|onerror|<img|<div|javascript:|id="main"/)
  })
})

describe('Urdu words too tall for their line', () => {
  it('are marked, whole words only, in an Urdu article', () => {
    const html = renderMarkdown('کسٹم سافٹ ویئر اور کسٹمائزیشن، **کسٹم** تھیمز۔', labels, 'ur')
    expect(html).toBe(
      '<p><span class="tall-word">کسٹم</span> سافٹ ویئر اور کسٹمائزیشن، <strong><span class="tall-word">کسٹم</span></strong> تھیمز۔</p>',
    )
  })

  it('are left alone in other languages', () => {
    expect(renderMarkdown('کسٹم', labels, 'ar')).toBe('<p>کسٹم</p>')
  })
})

describe('left-to-right runs in a right-to-left article', () => {
  it('isolates each country code of an Arabic paragraph in <bdi>', () => {
    const html = renderMarkdown('اقبل أرقام الهواتف مع رموز الدول مثل +44 أو +971 أو +92 أو دونها.', labels, 'ar')
    expect(html).toBe(
      '<p>اقبل أرقام الهواتف مع رموز الدول مثل <bdi>+44</bdi> أو <bdi>+971</bdi> أو <bdi>+92</bdi> أو دونها.</p>',
    )
  })

  it('isolates emails, URLs and Latin names, and marks code left to right', () => {
    const html = renderMarkdown(
      'راسلنا على hello@example.com أو [الموقع](https://example.com) عبر `npm run build` في WordPress.',
      labels,
      'ar',
    )
    expect(html).toContain('<bdi>hello@example.com</bdi>')
    expect(html).toContain('<code dir="ltr">npm run build</code>')
    expect(html).toContain('<bdi>WordPress</bdi>')
  })

  it('leaves an English article as it is', () => {
    expect(renderMarkdown('Call +44 20 7946 0000.', labels)).toBe('<p>Call +44 20 7946 0000.</p>')
  })

  // The gap Nastaliq needs before peh is the font's (decision 0004): the words stay as written.
  it('keeps an Urdu article’s words as written', () => {
    expect(renderMarkdown('ہم ہر پیغام کا **جواب دیتے ہیں**۔', labels, 'ur')).toBe(
      '<p>ہم ہر پیغام کا <strong>جواب دیتے ہیں</strong>۔</p>',
    )
  })
})

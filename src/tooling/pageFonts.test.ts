import { describe, expect, it } from 'vitest'
import { fontFilesUsed, pageText } from './pageFonts.ts'

const page = (body: string) =>
  `<!doctype html><html><head><style data-fonts>` +
  `@font-face{font-family:"Noto Nastaliq Urdu";font-weight:400;src:url("/assets/nastaliq.woff2") format("woff2");unicode-range:U+0020, U+0621-063A, U+06CC}` +
  `@font-face{font-family:"Noto Nastaliq Urdu Fallback";src:local("DejaVu Sans");unicode-range:U+0020, U+0621-063A}` +
  `@font-face{font-family:"Inter";font-weight:400;src:url("/assets/inter-400.woff2") format("woff2");unicode-range:U+0020-007E}` +
  `@font-face{font-family:"Inter";font-weight:700;src:url("/assets/inter-700.woff2") format("woff2");unicode-range:U+0020-007E}` +
  `</style><link rel="preload" href="/assets/nastaliq.woff2" as="font"></head><body>${body}</body></html>`

describe("the fonts a page's text makes the browser download", () => {
  it('count a face that is not preloaded once the text has a character in its range', () => {
    expect(fontFilesUsed(page('<p>آپ کا <bdi>Bayan Digital</bdi></p>'))).toEqual([
      '/assets/nastaliq.woff2',
      '/assets/inter-400.woff2',
      '/assets/inter-700.woff2',
    ])
  })

  it('leave out a face whose characters the text never uses, spaces and direction marks aside', () => {
    expect(fontFilesUsed(page('<p>آپ کا\u200f \u2066</p><script>const latin = "Latin"</script>'))).toEqual([
      '/assets/nastaliq.woff2',
    ])
  })

  it('leave out the faces of the note offering another language, which only that note fetches', () => {
    const withOffer = page('<p>Hello <a lang="ur">اردو</a></p>').replace(
      '</head>',
      '<style data-offer-fonts>@font-face{font-family:"Noto Nastaliq Urdu";src:url("/assets/nastaliq-offer.woff2") format("woff2");unicode-range:U+0621-063A, U+06CC}</style></head>',
    )
    expect(fontFilesUsed(withOffer)).not.toContain('/assets/nastaliq-offer.woff2')
  })

  it("read a field's placeholder and entities as the text they show, not the markup", () => {
    const text = pageText(page('<input placeholder="name@example.com"><p title="hidden">&#x627; &amp;</p>'))
    expect(text).toContain('name@example.com')
    expect(text).toContain('ا &')
    expect(text).not.toContain('hidden')
  })
})

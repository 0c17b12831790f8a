import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { JsonLdScript } from './JsonLdScript.tsx'

describe('JSON-LD in <head>', () => {
  it('cannot be closed early by a value, and still parses to the same data', () => {
    const data = { '@type': 'BlogPosting', headline: 'Why </script><script>alert(1)</script> matters' }
    const html = renderToStaticMarkup(<JsonLdScript data={data} />)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    const json = html.replace(/^<script type="application\/ld\+json">/, '').replace(/<\/script>$/, '')
    expect(JSON.parse(json)).toEqual(data)
  })
})

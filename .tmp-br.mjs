import { readFileSync } from 'node:fs'
import { brotliCompressSync, constants } from 'node:zlib'
const html = readFileSync(process.argv[2], 'utf8')
const br = (s) => brotliCompressSync(s, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
const base = br(html)
console.log('total', base, 'raw', html.length)
const cut = (name, re) => { const s = html.replace(re, ''); console.log(name, base - br(s), 'matched', s.length !== html.length) }
cut('notice', /<section[^>]*id="contact-too-many"[\s\S]*?<\/section>/)
cut('sentpanel', /<div id="contact-sent"[\s\S]*?<\/div><\/div><\/div>/)
cut('callbox', /<div class="[^"]*"><h3[^>]*>[^<]*<\/h3><p[^>]*>[^<]*<\/p><div[\s\S]*?tel:[\s\S]*?<\/div><\/div>(?=<\/div>)/)
cut('style', /<style[\s\S]*?<\/style>/g)
cut('json', /<script type="application\/json"[\s\S]*?<\/script>/)

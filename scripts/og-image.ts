// Draws public/og-image-<locale>.png (1200x630), the picture link previews show, from the
// brand and each locale's footer tagline. Run it after a change of name, colours or tagline:
// `npm run og-image` (needs Chromium, as the browser tests do).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { company } from '#config/company.ts'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { localeInfo, locales } from '#i18n/locales.ts'
import { chromiumArgs, chromiumPath } from '#tooling/chromium.ts'

const fontUrl = (file: string) =>
  `data:font/woff2;base64,${readFileSync(path.resolve('node_modules/@fontsource', file)).toString('base64')}`
const fonts = `
@font-face { font-family: Inter; font-weight: 700; src: url(${fontUrl('inter/files/inter-latin-700-normal.woff2')}); }
@font-face { font-family: Inter; font-weight: 400; src: url(${fontUrl('inter/files/inter-latin-400-normal.woff2')}); }
@font-face { font-family: Naskh; src: url(${fontUrl('noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2')}); }
@font-face { font-family: Nastaliq; src: url(${fontUrl('noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2')}); }`
const taglineFont = {
  en: 'Inter; line-height: 1.35',
  ar: 'Naskh, Inter; line-height: 1.6',
  ur: 'Nastaliq, Inter; line-height: 2.4',
}

const resources = loadLocaleFiles()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
for (const locale of locales) {
  const common = resources[locale]?.common as { footer: { tagline: string } }
  const names = locales.map((l) => {
    const other = resources[l]?.common as { language: { nativeName: string } }
    return other.language.nativeName
  })
  await page.setContent(`<!doctype html><html lang="${locale}" dir="${localeInfo[locale].dir}"><head><style>${fonts}
body { margin: 0; width: 1200px; height: 630px; background: #0f1b3d; color: #fff; font-family: Inter;
  display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box;
  background-image: radial-gradient(circle at 85% 20%, rgba(94, 234, 212, 0.25), transparent 45%); }
.brand { display: flex; align-items: center; gap: 24px; font-size: 64px; font-weight: 700; direction: ltr; }
[dir=rtl] .brand { justify-content: flex-end; }
.tag { font-size: 34px; color: #b8c3dd; margin: 32px 0 48px; max-width: 960px; font-family: ${taglineFont[locale]}; }
.langs { display: flex; gap: 40px; font-size: 34px; color: #5eead4; font-family: Inter, Naskh; }
</style></head><body>
<div class="brand"><svg width="96" height="96" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f3c88"/>
<path d="M9 8h8.5a5 5 0 0 1 1.6 9.74A5.25 5.25 0 0 1 17.75 24H9z" fill="#fff"/><circle cx="23.5" cy="23.5" r="2.5" fill="#5eead4"/></svg>
<span>${company.name}</span></div>
<div class="tag">${common.footer.tagline}</div>
<div class="langs">${names.map((name) => `<span>${name}</span>`).join('')}</div>
</body></html>`)
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: `public/og-image-${locale}.png` })
  console.log(`wrote public/og-image-${locale}.png`)
}
await browser.close()

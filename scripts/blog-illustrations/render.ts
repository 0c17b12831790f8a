// Renders each illustration to public/images/blog/<slug>.png at 1200x630 with Chromium, and writes
// the drawing itself beside it as <slug>.svg, which the pages show (the PNG is the Open Graph
// image): `npm run illustrations` (the images are committed; run after a change).
import { statSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '#tooling/chromium.ts'
import { illustrations } from './illustrations.ts'

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
for (const [slug, svg] of Object.entries(illustrations)) {
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`)
  writeFileSync(`public/images/blog/${slug}.svg`, `${svg}\n`)
  const file = `public/images/blog/${slug}.png`
  await page.screenshot({ path: file })
  console.log(`${file}: ${Math.round(statSync(file).size / 1024)} KB`)
}
await browser.close()

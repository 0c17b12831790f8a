// `npm run screens`: draws every product screen (screens.ts) with Chromium and writes it, at
// each width of screenWidths, as AVIF and WebP under public/images/screens/ (the outputs are
// committed; run again after changing a mock-up). The PNG stays in memory only.
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { screenAspect, screenWidths } from '#config/portfolioProjects.ts'
import { chromiumArgs, chromiumPath } from '#tooling/chromium.ts'
import { scene, sceneDocument } from './frame.ts'
import { screens } from './screens.ts'

const outDir = 'public/images/screens'
mkdirSync(outDir, { recursive: true })
const only = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
// Drawn at twice the scene's size, so the widest file is downscaled, never blown up.
const page = await browser.newPage({ viewport: scene, deviceScaleFactor: 2 })
for (const screen of screens.filter((s) => only.length === 0 || only.includes(s.name))) {
  await page.setContent(sceneDocument(screen.devices))
  await page.evaluate(() => document.fonts.ready)
  const png = await page.screenshot({ clip: { x: 0, y: 0, ...scene } })
  const sizes: string[] = []
  for (const width of screenWidths) {
    const height = Math.round((width * screenAspect.height) / screenAspect.width)
    const resized = sharp(png).resize(width, height)
    const base = `${outDir}/${screen.name}-${width}`
    writeFileSync(`${base}.avif`, await resized.clone().avif({ quality: 52, effort: 6 }).toBuffer())
    writeFileSync(`${base}.webp`, await resized.clone().webp({ quality: 74, effort: 6 }).toBuffer())
    const kb = (file: string) => Math.round(statSync(file).size / 1024)
    sizes.push(`${width}: ${kb(`${base}.avif`)} KB avif, ${kb(`${base}.webp`)} KB webp`)
  }
  console.log(`${screen.name}: ${sizes.join('; ')}`)
}
await browser.close()

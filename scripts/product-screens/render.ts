// `npm run screens`: draws every product screen (screens.ts, the home hero's closer crops in
// heroScenes.ts, the featured storefront's phone crops in featuredPhone.ts, the products page's
// ToolHarbor screens in toolScreens.ts) with Chromium and
// writes it, at each width of screenWidths, as AVIF and WebP under public/images/screens/ (the
// outputs are committed; run again after changing a mock-up; `npm run screens -- <name> …` draws
// only those). The PNG stays in memory only.
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { screenWidths } from '#config/portfolioProjects.ts'
import { chromiumArgs, chromiumPath } from '#tooling/chromium.ts'
import { featuredPhoneScenes } from './featuredPhone.ts'
import { type Device, type SceneSize, scene, sceneDocument } from './frame.ts'
import { heroScenes } from './heroScenes.ts'
import { screens } from './screens.ts'
import { toolScreens } from './toolScreens.ts'

const outDir = 'public/images/screens'
mkdirSync(outDir, { recursive: true })
const only = process.argv.slice(2)
const widest = Math.max(...screenWidths)
// `css`: a scene's own styles on top of frame.ts's (the hero's and the featured phone's crops, the
// tool screens' browser window).
const all: { name: string; size: SceneSize; devices: Device[]; css?: string }[] = [
  ...screens.map((screen) => ({ ...screen, size: scene })),
  ...heroScenes,
  ...featuredPhoneScenes,
  ...toolScreens,
]
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const screen of all.filter((s) => only.length === 0 || only.includes(s.name))) {
  const { size } = screen
  // Drawn at twice the scene's size at least, so the widest file is downscaled, never blown up.
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: Math.max(2, widest / size.width) })
  await page.setContent(sceneDocument(screen.devices, screen.css ?? '', size))
  await page.evaluate(() => document.fonts.ready)
  const png = await page.screenshot({ clip: { x: 0, y: 0, ...size } })
  await page.close()
  const sizes: string[] = []
  for (const width of screenWidths) {
    const height = Math.round((width * size.height) / size.width)
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

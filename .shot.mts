import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '/work/wt/portfolio/scripts/chromium.ts'
const base = 'http://127.0.0.1:4420'
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
for (const [name, url, w, h, act] of [
  ['en-desk', '/portfolio', 1280, 1000, ''],
  ['ar-desk-pos', '/ar/portfolio?category=pos', 1280, 900, 'hover'],
  ['ur-mobile', '/ur/portfolio', 390, 1400, ''],
  ['ar-dialog', '/ar/portfolio', 1280, 900, 'dialog'],
  ['ur-dialog', '/ur/portfolio', 390, 844, 'dialog'],
] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, hasTouch: name.includes('mobile') })
  page.on('console', (m) => console.log(name, m.type(), m.text()))
  await page.goto(base + url)
  await page.locator('#projects-heading').scrollIntoViewIfNeeded()
  if (act === 'hover') await page.locator('li[data-project-category]:visible').first().hover()
  if (act === 'dialog') { await page.locator('button[data-case]').first().click(); await page.waitForTimeout(300) }
  await page.screenshot({ path: `/tmp/pfcheck/${name}.png` })
}
await browser.close()

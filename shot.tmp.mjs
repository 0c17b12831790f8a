import { chromium } from 'playwright-core'

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const [path, w, out] of [
  ['/ur/about', 1200, '/tmp/h-ur.png'],
  ['/ar/about', 1200, '/tmp/h-ar.png'],
  ['/about', 1200, '/tmp/h-en.png'],
]) {
  const page = await browser.newPage({ viewport: { width: w, height: 300 } })
  await page.goto('http://127.0.0.1:3100' + path)
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: out })
  console.log(
    path,
    await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.querySelector('header').getBoundingClientRect().height,
    ]),
  )
}
await browser.close()

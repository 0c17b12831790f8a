import { chromium } from 'playwright'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
for (const [lng, prefix] of [['en', ''], ['ar', '/ar'], ['ur', '/ur']]) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true })
  await page.goto(`http://localhost:4351${prefix}/contact`)
  await page.locator('#contact-name').focus()
  await page.locator('form[data-enhanced]').waitFor({ state: 'attached' })
  await page.fill('#contact-name', 'Test Person')
  await page.fill('#contact-email', `t${Date.now()}@example.com`)
  await page.fill('#contact-message', 'We need a website for our shop, please.')
  if (process.argv[2] === 'tooMany') await page.route('**/api/contact', (r) => r.fulfill({ status: 429, json: { error: 'tooMany' } }))
  await page.locator('form button[type=submit]').click()
  await page.waitForTimeout(800)
  await page.screenshot({ path: `/tmp/contact-${lng}-${process.argv[2] ?? 'sent'}.png` })
  await page.close()
}
await browser.close()

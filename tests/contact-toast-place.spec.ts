import { expect, type Locator, type Page, test } from '@playwright/test'
import { contactSentPanelId } from '#features/contact/sentPanel.ts'
import { type Edges, overlaps } from './support/edges.ts'
import { locales, localizePath, translations } from './support/site.ts'

// Where the "Message sent" toast sits once the form is sent: over none of what the sent panel
// says and offers (its "Thank you, …", its text, its Call / WhatsApp / case-study links) and none
// of the office cards' phone numbers and links on screen. At the bottom of a phone it covered
// the panel's WhatsApp and case-study buttons, in the laptop's bottom corner an office card's
// phone number (Urdu review round 9, finding 1; English, finding 12); at the top, in round 8,
// the panel's headline.

const sizes = [
  ['phone', { width: 390, height: 844 }],
  ['laptop', { width: 1280, height: 800 }],
] as const

/** The on-screen boxes of what `within` holds that matches `selector` and is drawn. */
function boxesIn(within: Locator, selector: string): Promise<(Edges & { text: string })[]> {
  return within.evaluate(
    (root, css) =>
      [...root.querySelectorAll(css)]
        .filter((node) => node.getClientRects().length > 0 && !node.closest('[role="status"]'))
        .map((node) => {
          const { top, bottom, left, right } = node.getBoundingClientRect()
          return { top, bottom, left, right, text: (node.textContent ?? '').trim().slice(0, 40) }
        })
        .filter((box) => box.bottom > 0 && box.top < window.innerHeight),
    selector,
  )
}

async function restingToast(page: Page, title: string) {
  const toast = page.getByRole('status').getByText(title, { exact: true })
  await expect(toast).toBeVisible()
  const card = toast.locator('xpath=ancestor::*[contains(@class, "MuiPaper-root")][1]')
  // Where it comes to rest, after its short rise.
  await card.evaluate((node) => Promise.all(node.getAnimations().map((motion) => motion.finished)))
  return card
}

for (const locale of locales) {
  const t = translations(locale)
  for (const [size, viewport] of sizes) {
    test(`in ${locale} on a ${size}, the success toast covers none of the sent panel and no office card's phone or link`, async ({
      page,
    }) => {
      // The toast closes itself after a few seconds: the clock stops while the test looks at it.
      await page.clock.install()
      await page.setViewportSize(viewport)
      await page.goto(localizePath('/contact', locale))
      const submit = page.getByRole('button', { name: t('contact:form.submit') })
      await submit.hover()
      await expect(page.locator('form[data-enhanced]')).toBeAttached()
      const field = (name: string) =>
        page.getByRole('textbox', { name: t(`contact:form.fields.${name}.label` as never) })
      const name = `Hina Akhtar ${locale}`
      await field('name').fill(name)
      await field('email').fill(`hina.${locale}.${crypto.randomUUID()}@example.com`)
      await field('message').fill(`A bilingual menu and ordering site for our restaurants (${locale}).`)
      await submit.click()

      const card = await restingToast(page, t('contact:form.toast.sentTitle'))
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500))
      const heading = page.getByRole('heading', { name: t('contact:thankYou.headingNamed', { name }), exact: true })
      await expect(heading).toBeFocused()
      await expect(heading).toBeInViewport()
      const toast = await card.evaluate((node) => {
        const { top, bottom, left, right } = node.getBoundingClientRect()
        return { top, bottom, left, right }
      })

      const panel = page.locator(`#${contactSentPanelId}`)
      const details = page.getByRole('region', { name: t('contact:details.heading') })
      const panelTop = await panel.evaluate((node) => node.getBoundingClientRect().top)
      // And whatever else the page offers from the panel down (the "Prefer to talk?" call box
      // under it covered on an Arabic laptop): the toast covers only what was scrolled past.
      const offeredAfter = (await boxesIn(page.getByRole('main'), 'a, button, h2, h3')).filter(
        (box) => box.top >= panelTop,
      )
      const kept = [
        ...(await boxesIn(panel, 'h2, h3, p, a, button')),
        ...(await boxesIn(details, 'a[href^="tel:"], a[href^="mailto:"], a[href^="https:"], h3')),
        ...offeredAfter,
      ]
      expect(kept.length).toBeGreaterThan(3)
      const covered = kept.filter((box) => overlaps(toast, box)).map((box) => box.text)
      expect(covered, `the toast at ${JSON.stringify(toast)} covers`).toEqual([])
      // Whole and on screen, clear of the header.
      const header = await page.getByRole('banner').evaluate((node) => node.getBoundingClientRect().bottom)
      expect(toast.top).toBeGreaterThanOrEqual(header)
      expect(toast.bottom).toBeLessThanOrEqual(viewport.height)
      // Under the sticky header, the panel's headline below it.
      expect(toast.top - header).toBeLessThan(16)
      expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThan(toast.bottom)
      if (size === 'laptop') {
        // Over the sent panel's column, as wide as the panel.
        const column = await panel.evaluate((node) => node.getBoundingClientRect().toJSON() as DOMRect)
        expect(Math.abs(toast.left - column.left)).toBeLessThan(1)
        expect(Math.abs(toast.right - column.right)).toBeLessThan(1)
      }
    })
  }
}

import { expect, type Locator, type Page, test } from '@playwright/test'
import { mailboxes } from '#config/mailboxes.ts'
import { offices } from '#config/offices.ts'
import { toasts as toastSettings } from '#config/toasts.ts'
import { type ErrorKey, messageValues } from '#features/contact/messageValues.ts'
import { contactSentPanelId } from '#features/contact/sentPanel.ts'
import { type Edges, overlaps } from './support/edges.ts'
import { locales, localizePath, translations } from './support/site.ts'

// How the contact form and the office cards read on a phone and a laptop, in each language:
// the review of 24 Nov 2026 (toast over the panel, fields running together, labels under the
// header, office links that looked like text, fake-bold Nastaliq labels, backwards placeholders).

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }
const fields = ['name', 'email', 'phone', 'message'] as const
/** The smallest text each script allows (decisions 0004 and 0010). */
const minimumPx = { en: 12, ar: 14, ur: 15 } as const

/** Where a field's label, outline and help line are on screen. */
async function fieldParts(input: Locator) {
  return input.evaluate((element) => {
    const box = (node: Element | null): Edges => {
      const { top, bottom, left, right } = (node as Element).getBoundingClientRect()
      return { top, bottom, left, right }
    }
    const label = document.querySelector(`label[for="${element.id}"]`)
    const style = getComputedStyle(label as Element)
    const matrix = style.transform === 'none' ? [1, 0] : style.transform.slice(7, -1).split(',').map(Number)
    const scale = Math.hypot(matrix[0] ?? 1, matrix[1] ?? 0)
    return {
      label: box(label),
      labelPx: Number.parseFloat(style.fontSize) * scale,
      outline: box(element.closest('.MuiInputBase-root')),
      help: box(document.getElementById(element.getAttribute('aria-describedby') ?? '')),
    }
  })
}

/** Where an element (or its closest ancestor matching `closest`) is on screen. */
function edgesOf(target: Locator, closest?: string): Promise<Edges> {
  return target.evaluate((element, selector) => {
    const { top, bottom, left, right } = (
      selector ? (element.closest(selector) as Element) : element
    ).getBoundingClientRect()
    return { top, bottom, left, right }
  }, closest)
}

/**
 * The page's contact parts below the form: the details region with its office cards and the
 * mailboxes' card (by its heading), and the call buttons' box (by its heading).
 */
function contactParts(page: Page, t: ReturnType<typeof translations>) {
  const details = page.getByRole('region', { name: t('contact:details.heading') })
  const card = (heading: string) =>
    page
      .getByRole('main')
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: heading, exact: true }) })
      .last()
  return {
    details,
    offices: details.getByRole('list').first(),
    mailboxes: card(t('contact:emailHeading')),
    callBox: card(t('contact:details.callHeading')),
  }
}

async function loadIsland(page: Page, submit: Locator) {
  await submit.hover()
  await expect(page.locator('form[data-enhanced]')).toBeAttached()
}

for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)
  const label = (field: (typeof fields)[number]) => t(`contact:form.fields.${field}.label`)
  const textbox = (page: Page, field: (typeof fields)[number]) => page.getByRole('textbox', { name: label(field) })
  const submitButton = (page: Page) => page.getByRole('button', { name: t('contact:form.submit') })
  const errorMessage = (key: string) =>
    t(`contact:form.errors.${key}` as never, messageValues(`contact:form.errors.${key}` as ErrorKey)) as string

  test.describe(`the contact page's layout in ${locale}`, () => {
    for (const [width, viewport] of [
      ['phone', phone],
      ['desktop', desktop],
    ] as const) {
      test(`on a ${width}, the success toast is drawn under the header (phone) or under the panel's column (laptop), clear of the header, the action bar, the focused headline and the panel's Call button; announced once; its close button reached by Tab`, async ({
        page,
      }) => {
        // The toast closes itself after a few seconds: the clock stops while the test looks at it.
        await page.clock.install()
        await page.setViewportSize(viewport)
        await page.goto(path('/contact'))
        await loadIsland(page, submitButton(page))
        await textbox(page, 'name').fill(`Noor Hassan ${locale}`)
        await textbox(page, 'email').fill(`noor.${locale}.${crypto.randomUUID()}@example.com`)
        await textbox(page, 'message').fill(`A WhatsApp ordering bot for our bakery chain (${locale}).`)
        await submitButton(page).click()

        const toast = page.getByRole('status').getByText(t('contact:form.toast.sentTitle'), { exact: true })
        await expect(toast).toBeVisible()
        // Measured where it comes to rest, after its short rise.
        await toast.evaluate((node) =>
          Promise.all((node.closest('.MuiPaper-root') as Element).getAnimations().map((motion) => motion.finished)),
        )
        // A moment ahead of the page's clock, which runs on while the test reaches for it.
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500))
        // The visitor sees it without scrolling, and the panel's headline has the focus.
        await expect(toast).toBeInViewport()
        const heading = page.getByRole('heading', {
          name: t('contact:thankYou.headingNamed', { name: `Noor Hassan ${locale}` }),
          exact: true,
        })
        await expect(heading).toBeFocused()
        await expect(heading).toBeInViewport()
        const toastCard = () => edgesOf(toast, '.MuiPaper-root')
        const toastBox = await toastCard()
        // Neither covers the other: the toast over "Thank you, …" and the tick was the round-8
        // finding (Arabic 5, Urdu 12), under the header on a phone.
        expect(overlaps(toastBox, await edgesOf(page.getByRole('banner')))).toBe(false)
        expect(overlaps(toastBox, await edgesOf(heading))).toBe(false)
        // Never over what the panel offers next: its first call button (round 5, Urdu phone).
        const call = page.locator(`#${contactSentPanelId}`).getByRole('link').first()
        await expect(call).toBeVisible()
        expect(overlaps(toastBox, await edgesOf(call))).toBe(false)
        // Just under the sticky header, above the headline (round 9: at the bottom it covered the
        // panel's WhatsApp and case-study buttons on a phone, an office's phone number on a laptop).
        const headerBottom = (await edgesOf(page.getByRole('banner'))).bottom
        expect(toastBox.top - headerBottom).toBeLessThan(24)
        expect(toastBox.bottom).toBeLessThan((await edgesOf(heading)).top)
        if (width === 'phone') {
          expect(toastBox.right - toastBox.left).toBeGreaterThan(viewport.width - 40)
        } else {
          // Over the sent panel's column, as wide as the panel.
          const column = await edgesOf(page.locator(`#${contactSentPanelId}`))
          expect(Math.abs(toastBox.left - column.left)).toBeLessThan(1)
          expect(Math.abs(toastBox.right - column.right)).toBeLessThan(1)
        }
        // Not in the page's flow: it stays where it is while the page scrolls under it.
        await page.evaluate(() => window.scrollBy(0, 120))
        expect(await toastCard()).toEqual(toastBox)

        // Announced once: it sits in one live region, and the panel, which says "sent" through its
        // focused headline, is in none.
        const live = '[aria-live], [role="status"], [role="alert"], [role="log"]'
        const title = t('contact:form.toast.sentTitle')
        expect(
          await page.evaluate(
            ([selector, text]) =>
              [...document.querySelectorAll(selector)].filter((region) => region.textContent?.includes(text)).length,
            [live, title] as const,
          ),
        ).toBe(1)
        expect(await page.locator('#contact-sent').evaluate((panel, selector) => panel.closest(selector), live)).toBe(
          null,
        )

        // Tab from the headline through the panel's links to the toast's close button: none of
        // them is ever under the toast (the page's scroll-padding keeps them clear).
        await heading.focus()
        const close = page.getByRole('button', { name: t('contact:form.toast.close') })
        for (let press = 0; press < 30 && !(await close.evaluate((node) => node === document.activeElement)); press++) {
          await page.keyboard.press('Tab')
          const focused = await page.evaluate(() => {
            const { top, bottom, left, right } = (document.activeElement as Element).getBoundingClientRect()
            return { top, bottom, left, right }
          })
          const inToast = await close.evaluate((node) => node === document.activeElement)
          if (!inToast) expect(overlaps(focused, await toastCard())).toBe(false)
        }
        await expect(close).toBeFocused()
        // Closed from its button, the focus goes back where it was.
        await page.keyboard.press('Enter')
        await expect(toast).toBeHidden()
        await expect(heading).toBeFocused()
        // A statement and a question, without a colon between them.
        expect(await heading.textContent()).not.toMatch(/[:：]/)
      })
    }

    test('the toast closes itself after a few seconds, and comes in without motion when the visitor asks for less', async ({
      page,
    }) => {
      await page.clock.install()
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize(phone)
      await page.goto(path('/contact'))
      await loadIsland(page, submitButton(page))
      await textbox(page, 'name').fill(`Sana Iqbal ${locale}`)
      await textbox(page, 'email').fill(`sana.${locale}.${crypto.randomUUID()}@example.com`)
      await textbox(page, 'message').fill(`A booking page for our dental clinic in three languages (${locale}).`)
      await submitButton(page).click()
      const toast = page.getByRole('status').getByText(t('contact:form.toast.sentTitle'), { exact: true })
      await expect(toast).toBeVisible()
      const motion = await toast.evaluate((node) => {
        const { animationName, animationDuration } = getComputedStyle(node.closest('.MuiPaper-root') as Element)
        return animationName === 'none' || Number.parseFloat(animationDuration) < 0.02
      })
      expect(motion).toBe(true)
      // It waits while the pointer is on it: the pointer goes elsewhere, as a reader's would.
      await page.mouse.move(1, 1)
      await page.clock.fastForward(toastSettings.autoHideMs)
      await expect(toast).toBeHidden()
      // The panel stays: the toast was the only thing to go.
      await expect(
        page.getByRole('heading', {
          name: t('contact:thankYou.headingNamed', { name: `Sana Iqbal ${locale}` }),
          exact: true,
        }),
      ).toBeVisible()
    })

    test('on a laptop, Call / WhatsApp / Email sit above the form, the mailboxes in the details column under the offices, the call box under the form, and neither column runs on far past the other', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path('/contact'))
      const row = page.getByRole('list', { name: t('channels:quickContact.label') }).first()
      await expect(row).toBeVisible()
      await expect(row.getByRole('link')).toHaveCount(3)
      const formHeading = await page.getByRole('heading', { name: t('contact:form.heading') }).boundingBox()
      expect((await row.boundingBox())?.y ?? Infinity).toBeLessThan(formHeading?.y ?? 0)
      const bottom = (locator: Locator) =>
        locator.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY)
      const parts = contactParts(page, t)
      const offices = await edgesOf(parts.offices)
      const form = await edgesOf(page.getByRole('region', { name: t('contact:form.heading') }))
      // The mailboxes with the phones, addresses and hours, in the details column under the
      // offices: someone looking for "sales@" scans that column (Arabic review, round 8).
      await expect(parts.details.getByRole('link', { name: mailboxes.sales })).toBeVisible()
      const mail = await edgesOf(parts.mailboxes)
      expect(mail.left).toBeCloseTo(offices.left, 0)
      expect(mail.right).toBeCloseTo(offices.right, 0)
      expect(mail.top).toBeGreaterThan(offices.bottom)
      // The form's column: from the quick row to the call box under the form; the details beside it.
      const call = await edgesOf(parts.callBox)
      expect(call.top).toBeGreaterThan(form.bottom)
      expect(call.left).toBeCloseTo(form.left, 0)
      // In the form's column: left of the details in English, right of them in Arabic and Urdu.
      if (locale === 'en') expect(call.right).toBeLessThan(offices.left)
      else expect(call.left).toBeGreaterThan(offices.right)
      // The review of 24 Nov 2026 found 900 px of blank page under the form, and the call buttons
      // at the very bottom: now the two columns end within a few lines of each other.
      expect(Math.abs((await bottom(parts.callBox)) - (await bottom(parts.details)))).toBeLessThan(320)
    })

    test('on a phone, one column: the quick row, the form, the offices, the mailboxes, the call buttons', async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await page.goto(path('/contact'))
      const parts = contactParts(page, t)
      const order = [
        page.getByRole('list', { name: t('channels:quickContact.label') }).first(),
        page.getByRole('region', { name: t('contact:form.heading') }),
        parts.offices,
        parts.mailboxes,
        parts.callBox,
      ]
      const boxes: Edges[] = []
      for (const part of order) boxes.push(await edgesOf(part))
      for (const [index, box] of boxes.entries()) {
        // Each across the one column, below the one before it.
        expect(box.right - box.left).toBeGreaterThan(phone.width - 2 * 24 - 1)
        const before = boxes[index - 1]
        if (before) expect(box.top).toBeGreaterThanOrEqual(before.bottom)
      }
    })

    test('each help line sits with its own field, and labels are large enough and clear of the outline', async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await page.goto(path('/contact'))
      const parts: Awaited<ReturnType<typeof fieldParts>>[] = []
      for (const field of fields) parts.push(await fieldParts(textbox(page, field)))
      parts.forEach((part, index) => {
        expect(part.labelPx).toBeGreaterThanOrEqual(minimumPx[locale] - 0.05)
        // In Arabic and Urdu the label sits above the outline, not in its notch.
        if (locale !== 'en') expect(part.label.bottom).toBeLessThanOrEqual(part.outline.top)
        const labelToField = Math.max(0, part.outline.top - part.label.bottom)
        const fieldToHelp = part.help.top - part.outline.bottom
        const next = parts[index + 1]
        if (!next) return
        // The space to the next field is clearly larger than the space inside one field.
        const betweenFields = next.label.top - part.help.bottom
        expect(betweenFields).toBeGreaterThanOrEqual(28)
        expect(betweenFields).toBeGreaterThanOrEqual(2 * Math.max(labelToField, fieldToHelp))
      })
    })

    test('the placeholders read in the right order: an example written left to right holds no right-to-left words', async ({
      page,
    }) => {
      await page.goto(path('/contact'))
      for (const field of fields) {
        const input = textbox(page, field)
        const placeholder = (await input.getAttribute('placeholder')) ?? ''
        expect(placeholder).not.toBe('')
        const ltr = (await input.evaluate((element) => getComputedStyle(element).direction)) === 'ltr'
        // Outside Unicode isolates, a right-to-left field holds no Latin letters or digits, and a
        // left-to-right one (email, phone) no Arabic letters.
        const bare = placeholder.replace(/\u2066[^\u2069]*\u2069/g, '')
        if (ltr) expect(bare).not.toMatch(/[\u0600-\u06ff]/)
        else if (locale !== 'en') expect(bare).not.toMatch(/[A-Za-z0-9]/)
      }
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('an error summary link scrolls its field into view with its label clear of the sticky header', async ({
        page,
      }) => {
        await page.setViewportSize(phone)
        await page.goto(path('/contact'))
        await submitButton(page).click()
        const summary = page.getByRole('region', { name: t('contact:form.summary.heading') })
        await expect(summary).toBeVisible()
        for (const [field, key] of [
          ['message', 'messageRequired'],
          ['email', 'emailRequired'],
        ] as const) {
          await summary.getByRole('link', { name: errorMessage(key) }).click()
          await expect(page).toHaveURL(new RegExp(`#contact-${field}$`))
          const header = await page.getByRole('banner').boundingBox()
          const parts = await fieldParts(textbox(page, field))
          expect(parts.label.top).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
        }
      })
    })

    test('office contact links look like links, are 44 px tall on a phone, and the office name is the strongest line', async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await page.goto(path('/contact'))
      const details = page.getByRole('region', { name: t('contact:details.heading') })
      for (const office of offices) {
        const name = t('channels:offices.title', {
          city: t(`channels:offices.city.${office.id}`),
          country: t(`offices.${office.id}`),
        })
        const heading = page.getByRole('heading', { name, exact: true })
        await expect(heading).toBeVisible()
        const card = details.getByRole('listitem').filter({ has: heading })
        const links = card.getByRole('link')
        expect(await links.count()).toBeGreaterThanOrEqual(2)
        for (const link of await links.all()) {
          const box = await link.boundingBox()
          expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
          // Link colour, not the colour of the text around it.
          const [linkColor, textColor] = await link.evaluate((element) => [
            getComputedStyle(element).color,
            getComputedStyle(element.closest('li') as Element).color,
          ])
          expect(linkColor).not.toBe(textColor)
        }
        // Labels are marked by colour and size, never by a (synthesized) weight; the name leads.
        const headingStyle = await heading.evaluate((element) => {
          const style = getComputedStyle(element)
          return { weight: Number(style.fontWeight), size: Number.parseFloat(style.fontSize) }
        })
        const labels = await card.locator('dt').evaluateAll((elements) =>
          elements.map((element) => {
            const style = getComputedStyle(element)
            const value = getComputedStyle(element.nextElementSibling as Element)
            return {
              weight: Number(style.fontWeight),
              size: Number.parseFloat(style.fontSize),
              color: style.color,
              valueColor: value.color,
            }
          }),
        )
        expect(labels.length).toBeGreaterThanOrEqual(3)
        for (const labelStyle of labels) {
          expect(labelStyle.weight).toBeLessThanOrEqual(400)
          expect(labelStyle.weight).toBeLessThanOrEqual(headingStyle.weight)
          expect(labelStyle.size).toBeLessThan(headingStyle.size)
          expect(labelStyle.color).not.toBe(labelStyle.valueColor)
        }
      }
      // The mailboxes beside the offices too.
      const mail = details.getByRole('link', { name: /@/ })
      for (const link of await mail.all()) expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
    })
  })
}

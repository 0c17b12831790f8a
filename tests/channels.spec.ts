import { expect, type Locator, type Page, test } from '@playwright/test'
import { primaryOfficeByLocale, whatsappOfficeFor } from '#components/contactInfo/primaryOffice.ts'
import { company } from '#config/company.ts'
import { featuredCaseStudy } from '#config/featuredProject.ts'
import { getOffice, type OfficeId, offices } from '#config/offices.ts'
import { replyPromise } from '#config/replyPromise.ts'
import { isolateLtr } from '#i18n/bidi.ts'
import { formatHourOfDay, formatWeekday } from '#i18n/format.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { contactNames } from './support/contactNames.ts'
import { type Locale, locales, localizePath, translations } from './support/site.ts'

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

/** A wa.me link to the office's WhatsApp number whose first message is the page language's. */
async function expectWhatsApp(link: Locator, locale: Locale, officeId = whatsappOfficeFor(locale).id) {
  const office = getOffice(officeId)
  const href = (await link.getAttribute('href')) ?? ''
  const url = new URL(href)
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${office.whatsapp?.e164.replace(/\D/g, '')}`)
  expect(url.searchParams.get('text')).toBe(
    translations(locale)('channels:whatsapp.message', { company: company.name }),
  )
  await expect(link).toHaveAttribute('rel', /noopener/)
}

for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)
  const own = getOffice(primaryOfficeByLocale[locale])
  const names = contactNames(locale)
  const actionBar = (page: Page) => page.getByRole('navigation', { name: t('channels:quickContact.label') })

  test.describe(`channels in ${locale}`, () => {
    test('Home’s closing call to action offers WhatsApp with a first message in the page’s language', async ({
      page,
    }) => {
      await page.setViewportSize(desktop)
      await page.goto(path('/'))
      const band = page.getByRole('region', { name: t('home:cta.heading') })
      await expect(band).toContainText(
        t('home:cta.text', { hours: t('common:duration.hours', { count: replyPromise.hours }) }),
      )
      const whatsapp = band.getByRole('link', {
        name: names.whatsappChat,
      })
      await expect(whatsapp).toBeVisible()
      await expectWhatsApp(whatsapp, locale)
    })

    test('WhatsApp buttons name no other office’s city; Contact says once who answers and when', async ({ page }) => {
      // "WhatsApp Dubai" on every English screen read as "the UK office is a front" (round-9 review).
      const elsewhere = whatsappOfficeFor(locale).id !== own.id
      const otherCity = t(`channels:offices.city.${whatsappOfficeFor(locale).id}`)
      await page.setViewportSize(phone)
      for (const logical of ['/about', '/contact']) {
        await page.goto(path(logical))
        const labels = await page.locator('a[href^="https://wa.me/"]').evaluateAll((links) =>
          links
            // The footer's and the office cards' number lines name their office, as a directory does.
            .filter((link) => !link.closest('footer, [data-office]'))
            .map((link) => `${link.textContent} ${link.getAttribute('aria-label') ?? ''}`),
        )
        expect(labels.length).toBeGreaterThan(1)
        for (const label of labels) {
          if (elsewhere) expect(label).not.toContain(otherCity)
          else expect(label.replaceAll('\u00a0', ' ')).toContain(otherCity.replaceAll('\u00a0', ' '))
        }
      }
      // Visible once: the rate-limit notice, hidden until a message is refused, carries the row too.
      const note = page
        .getByText(t('channels:whatsapp.answeredIn', { city: otherCity }).split(',')[0] ?? '')
        .filter({ visible: true })
      if (!elsewhere) {
        await expect(note).toHaveCount(0)
        return
      }
      // Dubai's 9:00-18:00 on London's clock: 5:00-14:00, or 6:00-15:00 in British Summer Time.
      const time = (hhmm: string) => formatHourOfDay(locale, hhmm)
      await expect(note).toHaveCount(1)
      await expect(note).toHaveText(
        t('channels:whatsapp.answeredIn', {
          city: otherCity,
          readerCity: t(`channels:offices.city.${own.id}`),
          days: t('common:hours.dayRange', { first: formatWeekday(locale, 1), last: formatWeekday(locale, 5) }),
          opens: time('05:00'),
          closes: time('14:00'),
          summerOpens: time('06:00'),
          summerCloses: time('15:00'),
        }),
      )
      // Under the row, over none of its buttons, on a phone and on a laptop: a negative margin
      // drew it over them where the row sits in the band (round-10 English review).
      for (const viewport of [phone, { width: 1280, height: 800 }]) {
        await page.setViewportSize(viewport)
        const row = page.getByRole('list', { name: t('channels:quickContact.label') }).filter({ visible: true })
        const noteBox = await note.boundingBox()
        const rowBox = await row.boundingBox()
        expect(noteBox?.y ?? 0).toBeGreaterThanOrEqual((rowBox?.y ?? 0) + (rowBox?.height ?? 0))
        for (const link of await row.getByRole('link').all())
          expect(overlaps(noteBox, await link.boundingBox())).toBe(false)
      }
    })

    test('Contact lists the reader’s own office first, with a quick row on a phone', async ({ page }) => {
      await page.setViewportSize(phone)
      await page.goto(path('/contact'))
      const details = page.getByRole('region', { name: t('contact:details.heading') })
      // Each office is named by its city and country: "Lahore, Pakistan".
      await expect(details.getByRole('heading', { level: 3 }).first()).toHaveText(
        t('channels:offices.title', { city: t(`channels:offices.city.${own.id}`), country: t(`offices.${own.id}`) }),
      )
      // Every office: its phone, its address as a link to the visitor's map app, its time zone named.
      for (const office of offices) {
        const card = details
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: t(`offices.${office.id}`) }) })
        await expect(card.getByRole('link', { name: office.phoneDisplay, exact: true })).toHaveAttribute(
          'href',
          `tel:${office.phoneE164}`,
        )
        await expect(card.getByRole('link', { name: t(`channels:offices.postal.${office.id}`) })).toHaveAttribute(
          'href',
          /^https:\/\/www\.google\.com\/maps\//,
        )
        await expect(card).toContainText(office.timeZoneName)
        if (office.whatsapp) {
          await expectWhatsApp(
            // The accessible name reads a no-break space (واٹس ایپ) as a space.
            card.getByRole('link', { name: new RegExp(t('channels:whatsapp.short').replaceAll('\u00a0', ' ')) }),
            locale,
            office.id,
          )
        }
      }

      // Above the form: Call, WhatsApp and Email for the reader's office.
      const row = page.getByRole('list', { name: t('channels:quickContact.label') })
      const form = page.getByRole('heading', { name: t('contact:form.heading') })
      expect((await row.boundingBox())?.y ?? Infinity).toBeLessThan((await form.boundingBox())?.y ?? 0)
      await expect(row.getByRole('link', { name: names.quickRowCall, exact: true })).toHaveAttribute(
        'href',
        `tel:${own.phoneE164}`,
      )
      await expectWhatsApp(row.getByRole('link', { name: names.quickRowWhatsApp, exact: true }), locale)
      await expect(row.getByRole('link', { name: t('channels:quickContact.emailSales') })).toHaveAttribute(
        'href',
        /^mailto:sales@/,
      )

      // The sticky bar would repeat the row: it steps aside while the row is on screen.
      await expect(actionBar(page)).toBeHidden()
      await details.scrollIntoViewIfNeeded()
      await expect(actionBar(page)).toBeVisible()
      // Behind the sticky header the row is out of sight (as after sending): the bar is back.
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(actionBar(page)).toBeHidden()
      const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0
      const rowBox = await row.boundingBox()
      await page.evaluate((y) => window.scrollTo(0, y), (rowBox?.y ?? 0) + (rowBox?.height ?? 0) - headerBottom + 2)
      expect(await row.evaluate((node) => node.getBoundingClientRect().bottom)).toBeGreaterThan(0)
      await expect(actionBar(page)).toBeVisible()
      // The phone layout, its quick row and its bar: accessibility.spec.ts checks pages at desktop width.
      await expectNoAxeViolations(page)
    })

    test('each office says whether it is open, on its own clock', async ({ page }) => {
      // Friday 07:00 UTC: 11:00 in Dubai and 12:00 in Lahore (open), 7:00 in London (opens at 9:00).
      await page.clock.setFixedTime(new Date('2026-11-20T07:00:00Z'))
      await page.goto(path('/contact'))
      const card = (id: OfficeId) =>
        page
          .getByRole('region', { name: t('contact:details.heading') })
          .getByRole('listitem')
          .filter({
            has: page.getByRole('heading', { name: t(`offices.${id}`) }),
          })
      const time = (hhmm: string) => formatHourOfDay(locale, hhmm)
      // The state is added as an office comes near the screen (officeStatus.client.ts).
      const seen = async (id: OfficeId) => {
        await card(id).scrollIntoViewIfNeeded()
        return card(id)
      }
      await expect(await seen('uae')).toContainText(t('channels:offices.openNow', { time: time('18:00') }))
      await expect(await seen('pk')).toContainText(t('channels:offices.openNow', { time: time('18:00') }))
      await expect(await seen('uk')).toContainText(t('channels:offices.opensToday', { time: time('09:00') }))
      // Urdu says the part of the day before the hour, and بجے: not "ابھی کھلا ہے، 6:00 شام تک".
      if (locale === 'ur') await expect(await seen('pk')).toContainText('ابھی کھلا ہے، شام 6 بجے تک')

      // Sunday: every office is closed and opens tomorrow at 9:00 (said "tomorrow", not "Monday").
      await page.clock.setFixedTime(new Date('2026-11-22T12:00:00Z'))
      await page.reload()
      const tomorrow = t('channels:offices.opensTomorrow', { time: time('09:00') })
      for (const office of offices) await expect(await seen(office.id)).toContainText(tomorrow)

      // Saturday evening: closed until Monday, named by its day.
      await page.clock.setFixedTime(new Date('2026-11-21T18:00:00Z'))
      await page.reload()
      const monday = t('channels:offices.opensOn', { day: formatWeekday(locale, 1), time: time('09:00') })
      for (const office of offices) await expect(await seen(office.id)).toContainText(monday)
    })

    test('the phone bar offers Quote, Call and WhatsApp, and never covers the page', async ({ page }) => {
      await page.setViewportSize(phone)
      await page.goto(path('/about'))
      const bar = actionBar(page)
      await expect(bar).toBeVisible()
      await expect(bar.getByRole('link', { name: t('channels:quickContact.quote') })).toHaveAttribute(
        'href',
        path('/contact'),
      )
      await expect(bar.getByRole('link', { name: names.call })).toHaveAttribute('href', `tel:${own.phoneE164}`)
      const whatsapp = bar.getByRole('link', {
        name: names.whatsappShort,
      })
      await expectWhatsApp(whatsapp, locale)
      for (const link of await bar.getByRole('link').all()) {
        expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
      }

      // At the very end of the page, the footer's last link sits above the bar.
      const lastLink = page.getByRole('contentinfo').getByRole('link').last()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect
        .poll(async () => {
          const link = await lastLink.boundingBox()
          const barBox = await bar.boundingBox()
          return (link?.y ?? Infinity) + (link?.height ?? 0) <= (barBox?.y ?? 0)
        })
        .toBe(true)

      // Footer phone lines are tap targets of 44 px or more.
      for (const office of offices) {
        const link = page.getByRole('contentinfo').getByRole('link', { name: office.phoneDisplay, exact: true })
        expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
      }

      await page.setViewportSize(desktop)
      await expect(bar).toBeHidden()
    })

    // Where the phone bar is not drawn (a laptop, a tablet in landscape), the header offers the
    // reader's own office beside the quote button, with no menu to open first: on WhatsApp where
    // that office answers there (Dubai, Lahore), else by phone (London).
    for (const width of [1280, 1024]) {
      test(`at ${width} px the header offers the reader’s own office beside the quote button, no menu opened`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path('/services'))
        const banner = page.getByRole('banner')
        const city = t(`channels:offices.city.${own.id}`)
        const link = own.whatsapp
          ? banner.getByRole('link', { name: t('channels:whatsapp.shortWithOffice', { city }) })
          : banner.getByRole('link', { name: t('channels:quickContact.callOffice', { city }) })
        await expect(link).toHaveCount(1)
        await expect(link).toBeVisible()
        const number = own.whatsapp?.display ?? own.phoneDisplay
        if (own.whatsapp) await expectWhatsApp(link, locale)
        else await expect(link).toHaveAttribute('href', `tel:${own.phoneE164}`)
        // The number to read (a laptop's tel: link may ring nothing), left to right in every language.
        await expect(link).toHaveText(number, { useInnerText: true })
        await expect(link.getByText(number)).toHaveAttribute('dir', 'ltr')
        // As tall as the quote button and level with it, its focus ring clear of the bar's edges.
        const quote = await banner.getByRole('link', { name: t('nav.getQuote') }).boundingBox()
        const box = await link.boundingBox()
        const bar = await banner.boundingBox()
        expect(Math.abs((box?.height ?? 0) - (quote?.height ?? 0))).toBeLessThanOrEqual(1)
        expect(Math.abs((box?.y ?? 0) - (quote?.y ?? 0))).toBeLessThanOrEqual(1)
        expect(box?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + 6)
        // No menu is open: on a tablet the navigation waits behind its toggle.
        const nav = page.getByRole('navigation', { name: t('a11y.mainNavigation') })
        if (width < 1200) {
          await expect(nav).toBeHidden()
          await expect(page.getByRole('button', { name: t('nav.openMenu') })).toHaveAttribute('aria-expanded', 'false')
        } else {
          await expect(nav).toBeVisible()
        }
        await expect(actionBar(page)).toBeHidden()
        // A keyboard user sees where the focus is.
        await link.focus()
        expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid')
      })
    }

    test('on a case study, the first WhatsApp message names the project, in the bar and the closing band', async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      // Hearth & Loom: a name with a colon and an ampersand, which the link keeps as written.
      const project = featuredCaseStudy
      await page.goto(path(`/portfolio/${project.slug}`))
      const topic = t(`portfolio:projectTexts.${project.id}.name` as never) as string
      const message = t('channels:whatsapp.messageAbout', { company: company.name, topic })
      const links = [
        actionBar(page).getByRole('link', { name: names.whatsappShort, exact: true }),
        page.getByRole('link', { name: names.whatsappChat }),
      ]
      for (const link of links) {
        const href = new URL((await link.getAttribute('href')) ?? '')
        expect(href.searchParams.get('text')).toBe(message)
        expect(href.pathname).toBe(`/${whatsappOfficeFor(locale).whatsapp.e164.replace(/\D/g, '')}`)
      }
    })

    test('on a phone the header leaves Call and WhatsApp to the action bar', async ({ page }) => {
      await page.setViewportSize(phone)
      await page.goto(path('/services'))
      await expect(actionBar(page)).toBeVisible()
      // One link of each on screen, the bar's: the header's wait in the closed menu.
      await expect(page.getByRole('banner').getByRole('link', { name: names.whatsappShort })).toBeHidden()
      for (const name of [names.whatsappShort, names.call]) {
        await expect(page.getByRole('banner').getByRole('link', { name })).toBeHidden()
        await expect(page.getByRole('link', { name, exact: true })).toHaveCount(1)
        await expect(actionBar(page).getByRole('link', { name, exact: true })).toBeVisible()
      }
    })

    // The portfolio too: under the header and its pinned filters the bar left 450-575 px for the
    // cards (round-10 reviews).
    for (const [where, pagePath] of [
      ['an article', '/blog/scalable-ecommerce-solutions'],
      ['the portfolio', '/portfolio'],
    ] as const) {
      test(`on ${where} the phone bar steps aside while the reader scrolls on, and is back on a scroll up`, async ({
        page,
      }) => {
        await page.setViewportSize(phone)
        await page.goto(path(pagePath))
        const bar = actionBar(page)
        await expect(bar).toBeVisible()
        await page.evaluate(() => window.scrollBy(0, 1200))
        await expect(bar).toBeHidden()
        // A small jitter back is not a turn; a real scroll up brings the bar back.
        await page.evaluate(() => window.scrollBy(0, -20))
        await expect(bar).toBeHidden()
        await page.evaluate(() => window.scrollBy(0, -200))
        await expect(bar).toBeVisible()
        await page.evaluate(() => window.scrollBy(0, 600))
        await expect(bar).toBeHidden()
        // The page's last screen shows it again, with the quote offer and the footer.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await expect(bar).toBeVisible()
      })
    }

    test('the phone bar steps aside while Home’s closing call to action is on screen', async ({ page }) => {
      await page.setViewportSize(phone)
      await page.goto(path('/'))
      await expect(actionBar(page)).toBeVisible()
      await page.getByRole('region', { name: t('home:cta.heading') }).scrollIntoViewIfNeeded()
      await expect(actionBar(page)).toBeHidden()
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(actionBar(page)).toBeVisible()
      // Home's phone layout with its bar: accessibility.spec.ts checks pages at desktop width.
      await expectNoAxeViolations(page)
    })

    test('the phone bar steps aside while the visitor types in Contact’s form, and comes back after', async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await page.goto(path('/contact'))
      const message = page.getByRole('textbox', { name: t('contact:form.fields.message.label') })
      await message.scrollIntoViewIfNeeded()
      await expect(actionBar(page)).toBeVisible()
      await message.focus()
      await expect(actionBar(page)).toBeHidden()
      await message.blur()
      await expect(actionBar(page)).toBeVisible()
    })

    test('the phone menu is a full-width sheet that keeps the focus and ends with Call and WhatsApp', async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await page.goto(path('/services'))
      const toggle = page.getByRole('button', { name: t('nav.openMenu') })
      await toggle.click()
      const banner = page.getByRole('banner')
      const whatsapp = banner.getByRole('link', {
        name: names.whatsappShort,
      })
      const call = banner.getByRole('link', {
        name: names.call,
      })
      await expect(call).toHaveAttribute('href', `tel:${own.phoneE164}`)
      await expectWhatsApp(whatsapp, locale)
      await expect(whatsapp).toBeVisible()
      // Edge to edge, and the page below it does not scroll.
      const sheet = await page.getByRole('navigation', { name: t('a11y.mainNavigation') }).boundingBox()
      expect(sheet?.width ?? 0).toBeGreaterThan(phone.width - 40)
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
      // The bar is not drawn over the sheet.
      await expect(actionBar(page)).toBeHidden()

      // Focus stays in the sheet: Shift+Tab from the toggle goes to its last link, Tab from there back.
      const close = page.getByRole('button', { name: t('nav.closeMenu') })
      await close.focus()
      await page.keyboard.press('Shift+Tab')
      const lastLink = page.locator('#site-menu a').last()
      await expect(lastLink).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(close).toBeFocused()

      await page.keyboard.press('Escape')
      await expect(toggle).toBeFocused()
      await expect(whatsapp).toBeHidden()
      await expect(actionBar(page)).toBeVisible()
    })

    test('after sending, a panel says what happens next, with WhatsApp and the case studies', async ({ page }) => {
      await page.goto(path('/contact'))
      const field = (name: 'name' | 'email' | 'phone' | 'message') =>
        page.getByRole('textbox', { name: new RegExp(t(`contact:form.fields.${name}.label`)) })
      await field('name').fill(`Huda Saeed ${locale}`)
      await field('email').fill(`huda.${locale}.${crypto.randomUUID()}@example.com`)
      await field('message').fill(`We would like a bilingual booking site for our clinic (${locale}).`)
      // The panel is the island's answer: sent once the island has taken over (before that the
      // form posts plainly and lands on the thank-you page, tested below).
      await expect(page.locator('form[data-enhanced]')).toBeAttached()
      await page.getByRole('button', { name: t('contact:form.submit') }).click()

      await expect(
        page
          .getByRole('status')
          .getByText(
            t('contact:form.toast.sentText', { hours: t('common:duration.hours', { count: replyPromise.hours }) }),
          ),
      ).toBeVisible()
      const thanks = t('contact:thankYou.headingNamed', { name: `Huda Saeed ${locale}` })
      const heading = page.getByRole('heading', { name: thanks, exact: true })
      await expect(heading).toBeFocused()
      const panel = page.getByRole('region', { name: thanks })
      await expect(panel.getByRole('heading', { name: t('channels:sent.nextHeading') })).toBeVisible()
      await expect(panel).toContainText(
        t('channels:sent.text', { hours: t('common:duration.hours', { count: replyPromise.hours }) }),
      )
      await expectWhatsApp(panel.getByRole('link', { name: names.whatsappChat }), locale)
      await expect(panel.getByRole('link', { name: t('channels:sent.caseStudies') })).toHaveAttribute(
        'href',
        path('/portfolio'),
      )
      await expect(field('name')).toBeHidden()
      // The panel that stands in the form's place once it is sent.
      await expectNoAxeViolations(page)

      await panel.getByRole('button', { name: t('channels:sent.another') }).click()
      await expect(field('name')).toBeFocused()
      await expect(field('name')).toHaveValue('')
    })

    test('the thank-you page without JavaScript says the same', async ({ page }) => {
      await page.goto(path('/contact/thank-you'))
      await expect(page.getByRole('heading', { name: t('channels:sent.nextHeading') })).toBeVisible()
      await expect(page.getByRole('main')).toContainText(
        t('channels:sent.text', { hours: t('common:duration.hours', { count: replyPromise.hours }) }),
      )
      await expectWhatsApp(page.getByRole('link', { name: names.whatsappChat }), locale)
      await expect(page.getByRole('link', { name: t('channels:sent.caseStudies') })).toHaveAttribute(
        'href',
        path('/portfolio'),
      )
    })

    test('the phone field’s example is never one of the agency’s numbers', async ({ page }) => {
      await page.goto(path('/contact'))
      const example =
        (await page
          .getByRole('textbox', { name: new RegExp(t('contact:form.fields.phone.label')) })
          .getAttribute('placeholder')) ?? ''
      const digits = (text: string) => text.replace(/\D/g, '')
      expect(digits(example).length).toBeGreaterThan(8)
      for (const office of offices) {
        expect(digits(example)).not.toBe(digits(office.phoneE164))
        expect(digits(example)).not.toBe(digits(office.whatsapp?.e164 ?? ''))
      }
    })
  })
}

// A first-time visitor whose browser prefers another of the site's languages is offered it, in it.
const firstTime: [page: Locale, browser: Locale, browserTag: string][] = [
  ['en', 'ar', 'ar'],
  ['ar', 'ur', 'ur-PK'],
  ['ur', 'en', 'en-GB'],
]
for (const [pageLocale, browserLocale, tag] of firstTime) {
  test.describe(`a browser preferring ${tag}`, () => {
    test.use({ locale: tag })

    test(`on a ${pageLocale} page, a first-time visitor is offered ${browserLocale}, never redirected`, async ({
      page,
    }) => {
      const url = localizePath('/services', pageLocale)
      await page.goto(url)
      const note = page.getByText(translations(browserLocale)('language.suggestion'))
      await expect(note).toBeVisible()
      await expect(page).toHaveURL(url)
      // The offer is drawn in its language's own face, which the site ships, not the phone's.
      if (browserLocale !== 'en') {
        const face = browserLocale === 'ur' ? 'Noto Nastaliq Urdu' : 'IBM Plex Sans Arabic'
        await expect
          .poll(() =>
            note.evaluate(
              (element, family) =>
                getComputedStyle(element).fontFamily.startsWith(`"${family}"`) &&
                [...document.fonts].some(
                  (face) => face.family.replaceAll('"', '') === family && face.status === 'loaded',
                ),
              face,
            ),
          )
          .toBe(true)
      }
      // Urdu keeps its wider word space on another language's page: 'اردو میں' never reads as one word.
      if (browserLocale === 'ur') {
        expect(await note.evaluate((element) => getComputedStyle(element).wordSpacing)).not.toBe('0px')
      }
      await expect(
        page.getByRole('link', { name: translations(browserLocale)('language.suggestionLink') }),
      ).toHaveAttribute('href', localizePath('/services', browserLocale))
      // Dismissed once, it does not come back on the next page.
      await page.getByRole('button', { name: translations(browserLocale)('language.dismiss') }).click()
      await expect(note).toBeHidden()
      await page.goto(localizePath('/about', pageLocale))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(translations(browserLocale)('language.suggestion'))).toBeHidden()
    })

    test(`on a ${pageLocale} phone, the ${browserLocale} note covers neither the heading nor the action bar, and moves nothing`, async ({
      page,
    }) => {
      const offer = translations(browserLocale)
      const t = translations(pageLocale)
      await page.setViewportSize(phone)
      // The script that shows the note waits until the page has painted with its fonts: the note
      // then appears late, as on a slow phone, when anything it pushed down would be seen to move.
      let runScripts = () => {}
      const scriptsHeld = new Promise<void>((resolve) => {
        runScripts = resolve
      })
      await page.route(/\.js(\?|$)/, async (route) => {
        await scriptsHeld
        await route.continue()
      })
      await page.goto(localizePath('/', pageLocale), { waitUntil: 'commit' })
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toBeVisible()
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const headingBefore = await heading.boundingBox()
      await page.evaluate(() => {
        const shifts = { total: 0 }
        const add = (list: PerformanceEntryList) => {
          for (const entry of list) shifts.total += (entry as unknown as { value: number }).value
        }
        const observer = new PerformanceObserver((list) => add(list.getEntries()))
        observer.observe({ type: 'layout-shift' })
        const layoutShift = () => {
          add(observer.takeRecords())
          return shifts.total
        }
        Object.assign(window, { layoutShift })
      })
      runScripts()

      const text = page.getByText(offer('language.suggestion'))
      await expect(text).toBeVisible()
      // The note is written in its own language and direction, in a box read out politely.
      const note = page.locator(`[lang="${browserLocale}"]`).filter({ has: text })
      await expect(note).toHaveAttribute('dir', browserLocale === 'en' ? 'ltr' : 'rtl')
      await expect(page.locator('[aria-live="polite"]').filter({ has: note })).toHaveCount(1)
      await note.evaluate((element) =>
        Promise.all(element.getAnimations().map((a) => a.finished)).then(() => undefined),
      )
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: () => number }).layoutShift())
      expect(shift).toBe(0)
      expect(await heading.boundingBox()).toEqual(headingBefore)

      // The hero's words and buttons, the first screen a visitor came to read, stay uncovered.
      const main = page.getByRole('main')
      const hero = [
        heading,
        main.getByText(t('home:hero.eyebrow')),
        main.getByText(t('home:hero.text')),
        main.getByRole('link', { name: t('home:hero.primary') }).first(),
        main.getByRole('link', { name: t('home:hero.secondary') }).first(),
      ]
      const noteBox = await note.boundingBox()
      for (const part of hero) expect(overlaps(noteBox, await part.boundingBox())).toBe(false)
      const barLinks = page.getByRole('navigation', { name: t('channels:quickContact.label') }).getByRole('link')
      await expect(barLinks).toHaveCount(3)
      for (const link of await barLinks.all()) {
        await expect(link).toBeInViewport({ ratio: 1 })
        expect(overlaps(noteBox, await link.boundingBox())).toBe(false)
      }
      for (const target of [note.getByRole('link'), note.getByRole('button')]) {
        const box = await target.boundingBox()
        expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44)
      }

      // On a desktop: a card in the page's inline-end corner, clear of the hero.
      await page.setViewportSize(desktop)
      const card = await note.boundingBox()
      for (const part of hero) expect(overlaps(card, await part.boundingBox())).toBe(false)
      const middle = (card?.x ?? 0) + (card?.width ?? 0) / 2
      if (pageLocale === 'en') expect(middle).toBeGreaterThan(desktop.width / 2)
      else expect(middle).toBeLessThan(desktop.width / 2)
    })

    test(`on a ${pageLocale} page, no Tab stop hides behind the ${browserLocale} note or the action bar, before or after it is dismissed`, async ({
      page,
    }) => {
      const offer = translations(browserLocale)
      const t = translations(pageLocale)
      // No slide or smooth scroll: each stop is measured where it comes to rest.
      const { text, note } = await openHomeWithNote(page, pageLocale, browserLocale)
      // Hidden too: it steps aside near the closing call to action and is not drawn on a desktop.
      const bar = page.getByRole('navigation', { name: t('channels:quickContact.label'), includeHidden: true })
      const footerEnd = page.getByRole('contentinfo').getByRole('link').last()

      // From the top of the page to the footer's last link, with the note shown.
      expect(await hiddenTabStops(note, bar, footerEnd)).toEqual([])

      // Dismissed, the note gives its room back to the bar alone: from the page's start again.
      await note.getByRole('button', { name: offer('language.dismiss') }).click()
      await expect(text).toBeHidden()
      await expect(page.getByRole('main')).toBeFocused()
      expect(await hiddenTabStops(note, bar, footerEnd)).toEqual([])

      // On a desktop the note is a card in a bottom corner, with no bar: shown again, it hides nothing either.
      await page.evaluate(() => localStorage.clear())
      await page.setViewportSize(desktop)
      await page.reload()
      await expect(text).toBeVisible()
      expect(await hiddenTabStops(note, bar, footerEnd)).toEqual([])
    })

    test(`on a ${pageLocale} page, the ${browserLocale} note takes no focus, is dismissed from the keyboard with a visible focus, and keeps still for reduced motion`, async ({
      page,
    }) => {
      const offer = translations(browserLocale)
      const { text, note } = await openHomeWithNote(page, pageLocale, browserLocale)
      expect(await note.evaluate((element) => element.getAnimations().length)).toBe(0)
      const link = note.getByRole('link', { name: offer('language.suggestionLink') })
      const dismiss = note.getByRole('button', { name: offer('language.dismiss') })
      await expect(link).not.toBeFocused()
      await expect(dismiss).not.toBeFocused()

      // After the skip link, the note's link, then its button; each with a ring that shows on it.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(link).toBeFocused()
      await expectVisibleRing(link, note)
      await page.keyboard.press('Tab')
      await expect(dismiss).toBeFocused()
      await expectVisibleRing(dismiss, note)
      await page.keyboard.press('Enter')
      await expect(text).toBeHidden()
      await expect(page.getByRole('main')).toBeFocused()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(text).toBeHidden()

      // Escape closes it too, from anywhere in the note.
      await page.evaluate(() => localStorage.clear())
      await page.reload()
      await expect(text).toBeVisible()
      await link.focus()
      await page.keyboard.press('Escape')
      await expect(text).toBeHidden()
      await page.goto(localizePath('/about', pageLocale))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(offer('language.suggestion'))).toBeHidden()
    })
  })
}

/**
 * Presses Tab until the footer's last link has the focus and returns every stop that the note or
 * the phone action bar covers, in part or whole (WCAG 2.2, 2.4.11 Focus Not Obscured). The note's
 * and the bar's own links are on top of everything, so never covered.
 */
/** The home page on a phone, with reduced motion and the first-time note in `browserLocale` shown. */
async function openHomeWithNote(page: Page, pageLocale: Locale, browserLocale: Locale) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize(phone)
  await page.goto(localizePath('/', pageLocale))
  const text = page.getByText(translations(browserLocale)('language.suggestion'))
  await expect(text).toBeVisible()
  return { text, note: page.locator(`[lang="${browserLocale}"]`).filter({ has: text }) }
}

async function hiddenTabStops(note: Locator, bar: Locator, footerEnd: Locator): Promise<string[]> {
  const page = note.page()
  const hidden: string[] = []
  const handles = {
    note: await note.elementHandle(),
    bar: await bar.elementHandle(),
    end: await footerEnd.elementHandle(),
  }
  for (let stop = 0; stop < 400; stop++) {
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(async ({ note, bar, end }) => {
      // The bar steps aside or back after a scroll (an IntersectionObserver): two frames settle it.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const focused = document.activeElement ?? document.body
      const onTop = [note, bar].filter(
        (element): element is HTMLElement | SVGElement =>
          !!element && element.checkVisibility({ visibilityProperty: true }),
      )
      // A 1 px margin: the page scrolls by whole pixels, and a link scrolled to rest on the note's
      // edge can overlap it by 1/64 px (the bar is 69.4 px tall in Urdu), which no one sees.
      const rect = focused.getBoundingClientRect()
      const box = { left: rect.left + 1, right: rect.right - 1, top: rect.top + 1, bottom: rect.bottom - 1 }
      const covered =
        !onTop.some((element) => element.contains(focused)) &&
        onTop.some((element) => {
          const cover = element.getBoundingClientRect()
          return box.left < cover.right && cover.left < box.right && box.top < cover.bottom && cover.top < box.bottom
        })
      const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)}"`
      return { name, covered, last: focused === end }
    }, handles)
    if (focus.covered) hidden.push(focus.name)
    if (focus.last) return hidden
  }
  throw new Error('the footer’s last link never took the focus')
}

type Box = { x: number; y: number; width: number; height: number } | null

function overlaps(a: Box, b: Box): boolean {
  expect(a && b, 'both boxes are on the page').toBeTruthy()
  if (!a || !b) return true
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** A focus ring of 2 px or more, in a colour that is not the note's own background. */
async function expectVisibleRing(control: Locator, note: Locator) {
  const background = await note.evaluate((element) => getComputedStyle(element).backgroundColor)
  const ring = await control.evaluate((element) => {
    const style = getComputedStyle(element)
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), color: style.outlineColor }
  })
  expect(ring.style).not.toBe('none')
  expect(ring.width).toBeGreaterThanOrEqual(2)
  expect(ring.color).not.toBe(background)
}

test.describe('an Urdu reader’s browser', () => {
  // No language note above the bar.
  test.use({ locale: 'ur-PK', viewport: desktop })

  test('the Urdu header is tall enough that its language pill and focus rings clear its edges', async ({ page }) => {
    await page.goto(localizePath('/', 'ur'))
    const bar = await page.getByRole('banner').boundingBox()
    const pill = await page.getByRole('list', { name: translations('ur')('language.switcherLabel') }).boundingBox()
    expect(bar && pill).toBeTruthy()
    // A 2 px focus ring with its offset needs at least 4 px on each side.
    expect((pill?.y ?? 0) - (bar?.y ?? 0)).toBeGreaterThanOrEqual(6)
    expect((bar?.y ?? 0) + (bar?.height ?? 0) - ((pill?.y ?? 0) + (pill?.height ?? 0))).toBeGreaterThanOrEqual(6)
  })
})

// Every page that closes with a call to action closes with Home's three ways to hire us: a quote,
// a call to the reader's own office and WhatsApp with a first message in the page's language.
// Services, About and Products had only a button to Contact (and the tools site) on a laptop.
const closingBands = [
  { page: '/services', heading: 'services:cta.heading', quote: 'services:cta.button' },
  { page: '/about', heading: 'about:cta.heading', quote: 'about:cta.contact' },
  { page: '/products', heading: 'products:cta.heading', quote: 'home:cta.quote' },
] as const

for (const locale of locales) {
  const t = translations(locale)
  const path = (logical: string) => localizePath(logical, locale)
  const own = getOffice(primaryOfficeByLocale[locale])
  const names = contactNames(locale)

  test.describe(`closing calls to action in ${locale}`, () => {
    for (const band of closingBands) {
      test(`${band.page} ends with a quote, a call to the reader’s office and WhatsApp, on a laptop`, async ({
        page,
      }) => {
        await page.setViewportSize(desktop)
        await page.goto(path(band.page))
        const region = page.getByRole('region', { name: t(band.heading) })
        await region.scrollIntoViewIfNeeded()
        await expect(region.getByRole('link', { name: t(band.quote), exact: true })).toHaveAttribute(
          'href',
          path('/contact'),
        )
        const call = region.getByRole('link', {
          name: t('home:cta.call', { phone: isolateLtr(own.phoneDisplay, locale) }),
        })
        await expect(call).toBeVisible()
        // Only right-to-left text needs the number isolated: in English the marks came along when it was copied.
        expect((await call.textContent())?.includes('\u2066')).toBe(locale !== 'en')
        await expect(call).toHaveAttribute('href', `tel:${own.phoneE164}`)
        const whatsapp = region.getByRole('link', {
          name: names.whatsappChat,
        })
        await expect(whatsapp).toBeVisible()
        await expectWhatsApp(whatsapp, locale)
        // The band is the last thing the page's main content shows: the page ends with the way to hire us.
        expect(
          await page
            .getByRole('main')
            .evaluate(
              (main, heading) => [...main.querySelectorAll('h2')].at(-1)?.textContent === heading,
              t(band.heading),
            ),
        ).toBe(true)
        // The tools site, where a page keeps it, comes after the three ways to hire us.
        const links = await region.getByRole('link').evaluateAll((all) => all.map((link) => link.getAttribute('href')))
        expect(links.slice(0, 3)).toEqual([
          path('/contact'),
          `tel:${own.phoneE164}`,
          expect.stringMatching(/^https:\/\/wa\.me\//),
        ])
      })
    }
  })
}

// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import { locales } from '#i18n/locales.ts'
import { renderInLocale } from '#testing/renderPage.tsx'
import { ServiceDetails } from './ServiceDetails.tsx'

afterEach(cleanup)

// The specification's figures: five services, each with a 'Key Benefits' list of five.
const serviceCount = 5
const benefitsPerService = 5

interface ServiceTexts {
  description: string
  benefits: Record<string, string>
}

/** A translation file as the translator wrote it, read without i18next or the code under test. */
function translationFile<T>(locale: string, namespace: string): T {
  return JSON.parse(readFileSync(path.resolve('locales', locale, `${namespace}.json`), 'utf8')) as T
}

describe.each(locales)('service details in %s', (locale) => {
  const t = getI18n(locale).t
  const written = translationFile<{ items: Record<string, ServiceTexts> }>(locale, 'services').items
  const titles = translationFile<{ services: Record<string, { title: string }> }>(locale, 'home').services

  // Without the page layout: role queries over the whole page are slow in jsdom. The first
  // render also pays for MUI and Emotion warming up, which exceeds 5 s on a busy machine.
  it('shows five services, each named by its Home title, with its description and its own five benefits', {
    timeout: 20_000,
  }, () => {
    // The page context gives the links to the portfolio their locale's addresses.
    renderInLocale(<ServiceDetails />, { locale, logicalPath: '/services' })
    const list = screen.getByRole('list', { name: t('services:listLabel') })
    const cards = within(list).getAllByRole('article')
    expect(cards).toHaveLength(serviceCount)
    // Every service the translation file describes has its card, and only once.
    expect(cards.map((card) => card.id).sort()).toEqual(Object.keys(written).sort())

    const allBenefits: string[] = []
    for (const card of cards) {
      const texts = written[card.id] as ServiceTexts
      const title = titles[card.id]?.title as string
      expect(card).toHaveAccessibleName(title)
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(title)
      // toHaveTextContent folds the page's whitespace (the Urdu no-break spaces) into spaces.
      expect(card).toHaveTextContent(texts.description.replace(/\s+/g, ' '))

      const benefits = within(card).getByRole('list', { name: t('services:benefitsHeading') })
      const shown = within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim() ?? '')
      expect(shown).toHaveLength(benefitsPerService)
      // In the order the translator listed them.
      expect(shown).toEqual(Object.values(texts.benefits))
      for (const benefit of shown) expect(benefit).not.toBe('')
      allBenefits.push(...shown)
    }
    // No benefit is said twice, within a card or across cards.
    expect(new Set(allBenefits).size).toBe(serviceCount * benefitsPerService)
  })
})

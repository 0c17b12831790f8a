import { describe, expect, it } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import { locales } from '#i18n/locales.ts'
import { serviceBenefits } from './serviceBenefits.ts'
import { services } from './services.ts'

describe.each(locales)('key benefits in %s', (locale) => {
  const t = getI18n(locale).getFixedT(locale, 'services')

  it.each(services.map((service) => service.id))('lists exactly five different benefits for %s', (id) => {
    const benefits = serviceBenefits(t, id)
    expect(benefits).toHaveLength(5)
    expect(new Set(benefits).size).toBe(5)
    for (const benefit of benefits) expect(benefit.trim()).not.toBe('')
  })
})

it('reads the benefits in the order the translation file lists them', () => {
  const english = getI18n('en').getFixedT('en', 'services')
  expect(serviceBenefits(english, 'pos')[0]).toBe('Quick, simple checkout that staff learn in minutes')
  expect(serviceBenefits(english, 'pos')[4]).toMatch(/^Works with barcode scanners/)
})

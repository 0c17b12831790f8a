import { describe, expect, it, vi } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import type { Locale } from '#i18n/locales.ts'
import { legalValues } from './legalValues.ts'

// The warranty period and the admin session limits live in src/config; the legal texts must stay
// grammatical for any value.
const config = vi.hoisted(() => ({ bugFixDays: 30, idleMinutes: 30, maxHours: 12 }))
vi.mock('#config/paymentTerms.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#config/paymentTerms.ts')>()
  return {
    paymentTerms: {
      ...original.paymentTerms,
      get bugFixDays() {
        return config.bugFixDays
      },
    },
  }
})
vi.mock('#config/cookies.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#config/cookies.ts')>()
  return {
    ...original,
    adminSessionLimits: {
      get idleMinutes() {
        return config.idleMinutes
      },
      get maxHours() {
        return config.maxHours
      },
    },
  }
})

function warranty(locale: Locale, days: number): string {
  config.bugFixDays = days
  const { t } = getI18n(locale)
  return t('legal:terms.sections.warranty.p1', { ...legalValues(locale, t) })
}

function sessionEnds(locale: Locale, minutes: number, hours: number): string {
  config.idleMinutes = minutes
  config.maxHours = hours
  const { t } = getI18n(locale)
  return t('legal:cookies.table.durations.adminSession', { ...legalValues(locale, t) })
}

describe('periods in the legal texts', () => {
  // Arabic, after «خلال» and «بعد» (genitive): zero, one, two, few (3-10), many (11-99), other (100).
  it.each([
    [0, 'خلال 0 يوم من التسليم'],
    [1, 'خلال يوم واحد من التسليم'],
    [2, 'خلال يومين من التسليم'],
    [3, 'خلال 3 أيام من التسليم'],
    [11, 'خلال 11 يومًا من التسليم'],
    [100, 'خلال 100 يوم من التسليم'],
  ])('the Arabic warranty for %i days says «%s»', (days, expected) => {
    expect(warranty('ar', days)).toContain(expected)
  })

  it.each([
    [0, 0, 'أو بعد 0 دقيقة دون نشاط، أو بعد 0 ساعة بحدٍّ أقصى'],
    [1, 1, 'أو بعد دقيقة واحدة دون نشاط، أو بعد ساعة واحدة بحدٍّ أقصى'],
    [2, 2, 'أو بعد دقيقتين دون نشاط، أو بعد ساعتين بحدٍّ أقصى'],
    [3, 10, 'أو بعد 3 دقائق دون نشاط، أو بعد 10 ساعات بحدٍّ أقصى'],
    [30, 12, 'أو بعد 30 دقيقة دون نشاط، أو بعد 12 ساعة بحدٍّ أقصى'],
    [100, 100, 'أو بعد 100 دقيقة دون نشاط، أو بعد 100 ساعة بحدٍّ أقصى'],
  ])('the Arabic admin session for %i minutes and %i hours says «%s»', (minutes, hours, expected) => {
    expect(sessionEnds('ar', minutes, hours)).toContain(expected)
  })

  it.each([
    ['en', 1, 'For 1 day after delivery'],
    ['en', 80, 'For 80 days after delivery'],
    ['ur', 1, 'ڈیلیوری کے بعد 1\u00a0دن تک'],
    ['ur', 80, 'ڈیلیوری کے بعد 80\u00a0دن تک'],
  ] as const)('the %s warranty for %i days says "%s"', (locale, days, expected) => {
    expect(warranty(locale, days)).toContain(expected)
  })

  it.each([
    ['en', 1, 'after 1 minute without activity, or after 1 hour at most'],
    ['en', 80, 'after 80 minutes without activity, or after 80 hours at most'],
    ['ur', 1, '1\u00a0منٹ تک کوئی سرگرمی نہ ہونے پر، یا زیادہ سے زیادہ 1\u00a0گھنٹے بعد'],
    ['ur', 80, '80\u00a0منٹ تک کوئی سرگرمی نہ ہونے پر، یا زیادہ سے زیادہ 80\u00a0گھنٹے بعد'],
  ] as const)('the %s admin session for %i minutes and hours says "%s"', (locale, count, expected) => {
    expect(sessionEnds(locale, count, count)).toContain(expected)
  })
})

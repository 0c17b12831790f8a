import { describe, expect, it } from 'vitest'
import { locales } from '#i18n/locales.ts'
import { createAppTheme } from './createAppTheme.ts'

// A size in rem, or an Urdu size scaled on large screens ('calc(1.08rem * var(--text-scale, 1))'),
// at its phone size.
const px = (rem: unknown) => Number.parseFloat(String(rem).replace(/^calc\(/, '')) * 16

describe('createAppTheme', () => {
  for (const locale of locales) {
    it(`${locale}: a subhead is a step above the body text and under h3, in the text's colour`, () => {
      const { typography, palette } = createAppTheme(locale)
      const body = px(typography.body1.fontSize)
      const subhead = px(typography.subhead.fontSize)
      // At least 1.1 times the body text: a visible step, not the 17 px beside 17.3 px the Urdu
      // services page had.
      expect(subhead / body).toBeGreaterThanOrEqual(1.1)
      expect(subhead).toBeLessThan(px(typography.h3.fontSize))
      expect(typography.subhead.color).toBe(palette.text.primary)
    })
  }
})

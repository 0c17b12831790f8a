import { expect, type Locator } from '@playwright/test'
import type { Locale } from './site.ts'

/**
 * Where a card's decorative icon sits against its heading: `beside` it at the reading start, their
 * middles level (the phone's compact rows), or `above` it (the cards from 600 px).
 */
export async function expectIcon(icon: Locator, heading: Locator, place: 'beside' | 'above', locale: Locale) {
  const [iconBox, headingBox] = [await icon.boundingBox(), await heading.boundingBox()]
  if (!iconBox || !headingBox) throw new Error('the icon or its heading is not shown')
  if (place === 'above') {
    expect(iconBox.y + iconBox.height).toBeLessThanOrEqual(headingBox.y)
    return
  }
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2
  expect(Math.abs(middle(iconBox) - middle(headingBox))).toBeLessThan(2)
  if (locale === 'en') expect(iconBox.x + iconBox.width).toBeLessThanOrEqual(headingBox.x)
  else expect(iconBox.x).toBeGreaterThanOrEqual(headingBox.x + headingBox.width)
}

import { expect, type Locator } from '@playwright/test'
import { featuredProjectScreens } from '#config/featuredProject.ts'
import { phoneCropScene } from '#config/portfolioProjects.ts'
import type { Locale } from './site.ts'

/**
 * The two widths the featured storefront's pictures are checked at: a 390 px phone, which gets
 * the phone crop (below 600 px), and a 1280 px desktop, which gets the laptop's wide screen.
 */
export const cropWidths = [
  { width: 390, height: 844, crop: 'phone' },
  { width: 1280, height: 800, crop: 'wide' },
] as const

/** The file name the featured picture must load at that width, in that language. */
export function featuredFileAt(locale: Locale, crop: 'phone' | 'wide'): string {
  const screen = featuredProjectScreens[locale]
  return crop === 'phone' ? screen.phone : screen.name
}

/**
 * The picture's box has the crop's shape before its file arrives (nothing moves when it does),
 * then the file it loads is that crop's, as AVIF or WebP, and it is described.
 */
export async function expectCropLoaded(image: Locator, file: string, crop: 'phone' | 'wide') {
  const shape = crop === 'phone' ? phoneCropScene.height / phoneCropScene.width : 10 / 16
  const ratio = () => image.evaluate((img) => img.getBoundingClientRect().height / img.getBoundingClientRect().width)
  expect(await ratio()).toBeCloseTo(shape, 2)
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    new RegExp(`/images/screens/${file}-\\d+\\.(avif|webp)$`),
  )
  expect(await ratio()).toBeCloseTo(shape, 2)
  expect(await image.getAttribute('alt')).toMatch(/\S/)
}

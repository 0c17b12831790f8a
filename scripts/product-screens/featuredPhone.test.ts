import { describe, expect, it } from 'vitest'
import { featuredProjectScreens } from '#config/featuredProject.ts'
import { phoneCropScene } from '#config/portfolioProjects.ts'
import { featuredPhoneScenes } from './featuredPhone.ts'

// The phone crops of the featured storefront: one per language, named as the pictures ask for them,
// each a whole phone inside its scene (no cut through a word or a card) with text large enough to
// read where the page shows it, about 358 px wide on a 390 px phone.
describe('the featured storefront on a phone', () => {
  it('draws the phone crop each language’s screen names', () => {
    expect(featuredPhoneScenes.map((scene) => scene.name)).toEqual(
      Object.values(featuredProjectScreens).map((screen) => screen.phone),
    )
  })

  it.each(featuredPhoneScenes)('$name shows one whole phone', (scene) => {
    expect(scene.size).toEqual(phoneCropScene)
    expect(scene.devices).toHaveLength(1)
    const [device] = scene.devices
    expect(device?.kind).toBe('phone')
    expect(device?.left).toBeGreaterThanOrEqual(0)
    expect(device?.top).toBeGreaterThanOrEqual(0)
    expect((device?.left ?? 0) + (device?.width ?? 0)).toBeLessThanOrEqual(scene.size.width)
    expect((device?.top ?? 0) + (device?.height ?? 0)).toBeLessThanOrEqual(scene.size.height)
  })

  it.each(featuredPhoneScenes)('$name keeps its smallest text at 9 px or more at 358 px wide', (scene) => {
    const sizes = [...`${scene.css}${scene.devices[0]?.html}`.matchAll(/font(?:-size)?:(?:\d+ )?(\d+)px/g)].map(
      ([, size]) => Number(size),
    )
    // The kit's 11 px small print and pills are set to 12 px on the phone (the scene's css).
    expect(scene.css).toContain('.phone .screen .small,.phone .screen .pill{font-size:12px}')
    expect(Math.min(...sizes) * (358 / scene.size.width)).toBeGreaterThanOrEqual(9)
  })

  it('mirrors the Arabic and Urdu storefronts, and shows each market’s price and ways to pay', () => {
    const html = (name: string) => featuredPhoneScenes.find((scene) => scene.name === name)?.devices[0]?.html ?? ''
    expect(html('featured-store-phone')).toMatch(/dir="ltr"[\s\S]*£68\.00[\s\S]*Add to basket[\s\S]*Klarna/)
    expect(html('featured-store-ar-phone')).toMatch(/lang="ar" dir="rtl"[\s\S]*325[\s\S]*أضف إلى السلة[\s\S]*Tabby/)
    expect(html('featured-store-ur-phone')).toMatch(
      /lang="ur" dir="rtl"[\s\S]*Rs 23,500[\s\S]*کارٹ میں شامل کریں[\s\S]*JazzCash/,
    )
  })
})

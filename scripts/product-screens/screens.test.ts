import { describe, expect, it } from 'vitest'
import { featuredPhoneScenes } from './featuredPhone.ts'
import { heroScenes } from './heroScenes.ts'
import { screens } from './screens.ts'

const html = (scene: { devices: { html: string }[] }) => scene.devices.map((device) => device.html).join('')
const pictures = (markup: string) => markup.match(/<svg /g)?.length ?? 0
const byName = (name: string) => html(screens.find((screen) => screen.name === name) ?? { devices: [] })

// A product's place on a screen shows a drawing of the product, never a bare gradient block (the
// English reviewer, round 8: "The POS tills show flat gradient blocks where food or product
// photos would be").
describe('the product screens', () => {
  it('show a picture on every dish of the restaurant till', () => {
    expect(pictures(byName('restaurant-pos'))).toBe(12)
  })

  it('show a picture beside every line of the pharmacy sale', () => {
    expect(pictures(byName('pharmacy-pos'))).toBe(5)
  })

  it('show every suit of the fashion store and the property banner as a picture', () => {
    expect(pictures(byName('fashion-store'))).toBe(4)
    expect(byName('property-site')).toContain('<svg')
  })

  it('draw no colour blocks in place of products', () => {
    for (const screen of screens) expect(html(screen)).not.toContain('class="thumb"')
  })

  // The drawings' gradients and patterns are found by id: two drawings in one scene with the same
  // id prefix would paint one with the other's colours.
  it.each([...screens, ...heroScenes, ...featuredPhoneScenes].map((scene) => [scene.name, scene] as const))(
    '%s gives each drawing its own ids',
    (_, scene) => {
      const ids = [...new Set(scene.devices.map((device) => device.html))].join('').match(/ id="[^"]+"/g)
      expect(ids?.length ?? 0).toBe(new Set(ids).size)
    },
  )
})

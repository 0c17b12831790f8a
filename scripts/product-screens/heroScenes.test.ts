import { describe, expect, it } from 'vitest'
import { heroScreens } from '../../pages/index/heroScreens.ts'
import { heroScenes } from './heroScenes.ts'

// What the hero's pictures may show: whole devices, or devices that fade out where they run off
// the picture, never one cut hard through its words at the edge (the English reviewer, round 4).
describe('the home hero scenes', () => {
  it('draws a wide and a phone crop for every language', () => {
    for (const { screen } of Object.values(heroScreens)) {
      expect(heroScenes.map((scene) => scene.name)).toEqual(
        expect.arrayContaining([`${screen}-wide`, `${screen}-phone`]),
      )
    }
  })

  it.each(heroScenes.filter((scene) => scene.name.endsWith('-phone')))('$name shows one device alone', (scene) => {
    expect(scene.devices).toHaveLength(1)
  })

  it.each(heroScenes)('$name keeps each device inside the picture, or fades it out at that edge', (scene) => {
    const fadesAt = (edge: 'left' | 'right' | 'bottom') =>
      (scene.fades ?? []).filter(
        (fade) => fade.edge === edge && fade.until <= scene.size[edge === 'bottom' ? 'height' : 'width'],
      )
    for (const device of scene.devices) {
      if (device.left < 0) expect(fadesAt('left')).not.toHaveLength(0)
      expect(device.top).toBeGreaterThanOrEqual(0)
      if (device.left + device.width > scene.size.width) expect(fadesAt('right')).not.toHaveLength(0)
      if (device.top + device.height > scene.size.height) expect(fadesAt('bottom')).not.toHaveLength(0)
    }
  })

  it('draws a fade as the backdrop over the devices, and a device in front of it above it', () => {
    const clinic = heroScenes.find((scene) => scene.name === 'hero-clinic-site-wide')
    expect(clinic?.css).toContain('background:inherit')
    expect(clinic?.css).toContain('linear-gradient(to right, transparent 680px, #000 706px)')
    expect(clinic?.css).toContain('.scene>.device:nth-child(n+2){z-index:2}')
    const phone = heroScenes.find((scene) => scene.name === 'hero-clinic-site-phone')
    expect(phone?.css).toBe('')
  })
})

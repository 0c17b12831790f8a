import { describe, expect, it } from 'vitest'
import { screenWidths } from '#config/portfolioProjects.ts'
import { phoneCropSize, screenFile, screenSize, screenSrcSet } from './screenSources.ts'

const screen = { name: 'perfume-store' }

describe('screen sources', () => {
  it('names one file per width and format under /images/screens', () => {
    expect(screenFile(screen, 480, 'avif')).toBe('/images/screens/perfume-store-480.avif')
    expect(screenSrcSet(screen, 'webp').split(', ')).toEqual(
      screenWidths.map((width) => `/images/screens/perfume-store-${width}.webp ${width}w`),
    )
  })

  it('reserves the 16:10 space of the widest file', () => {
    expect(screenSize).toEqual({ width: 1200, height: 750 })
  })

  it('reserves the 5:7 space of a phone crop’s widest file', () => {
    expect(phoneCropSize).toEqual({ width: 1200, height: 1680 })
  })
})

import { existsSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { screenFile, screenSize, screenSrcSet } from '#components/screenSources.ts'
import { screenWidths } from '#config/portfolioProjects.ts'
import { locales } from '#i18n/locales.ts'
import { screenshots, showcaseScreen } from './screenshots.ts'

describe("the products page's ToolHarbor screens", () => {
  it('name one file per language, width and format under /images/screens', () => {
    expect(screenFile(showcaseScreen('qr-code', 'ur'), 480, 'avif')).toBe(
      '/images/screens/toolharbor-qr-code-ur-480.avif',
    )
    expect(screenSrcSet(showcaseScreen('merge-pdf', 'ar'), 'webp').split(', ')).toEqual(
      screenWidths.map((width) => `/images/screens/toolharbor-merge-pdf-ar-${width}.webp ${width}w`),
    )
  })

  it('reserve the 16:10 space of the widest file', () => {
    expect(screenSize).toEqual({ width: 1200, height: 750 })
  })

  // `npm run screens` writes them; a missing one would show an empty box on the page. A phone
  // loads the narrowest (or the middle one at twice its pixels): each stays small.
  it.each(locales)('are all in public/ for %s, the narrowest under 40 KB', (locale) => {
    for (const { file } of screenshots) {
      for (const width of screenWidths) {
        for (const format of ['avif', 'webp'] as const) {
          const path = `public${screenFile(showcaseScreen(file, locale), width, format)}`
          expect(existsSync(path), path).toBe(true)
          if (width === screenWidths[0]) expect(statSync(path).size, path).toBeLessThan(40 * 1024)
        }
      }
    }
  })
})

import { type ProductScreen, phoneCropScene, screenAspect, screenWidths } from '#config/portfolioProjects.ts'

// Where a product screen's files are and how a <picture> names them: AVIF first, then WebP, each
// at every width `npm run screens` writes. Pure, so the paths are tested without a page.
export type ScreenFormat = 'avif' | 'webp'

export const screenFile = (screen: ProductScreen, width: number, format: ScreenFormat) =>
  `/images/screens/${screen.name}-${width}.${format}`

/** '…-480.avif 480w, …-800.avif 800w, …' for a <source srcset>. */
export const screenSrcSet = (screen: ProductScreen, format: ScreenFormat) =>
  screenWidths.map((width) => `${screenFile(screen, width, format)} ${width}w`).join(', ')

const widest = screenWidths[screenWidths.length - 1] as number

/** The intrinsic size of the widest file: the width and height attributes that reserve the space. */
export const screenSize = { width: widest, height: Math.round((widest * screenAspect.height) / screenAspect.width) }

/** The same for a screen's phone crop (ProductScreen.phone), a portrait scene. */
export const phoneCropSize = {
  width: widest,
  height: Math.round((widest * phoneCropScene.height) / phoneCropScene.width),
}

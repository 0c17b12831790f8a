import type { Locator } from '@playwright/test'

/**
 * The vertical centre of the letters' ink in an element, in page pixels: what the eye lines up,
 * where each script's face places its letters at another height in its line box (Nastaliq far
 * above the middle of its tall box, Inter near it). Each text run is measured with the canvas
 * metrics of its own font, placed on the run's layout box, as tests/fonts.spec.ts does.
 */
export const inkCentre = (element: Locator) =>
  element.evaluate((root) => {
    const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
    let top = Number.POSITIVE_INFINITY
    let bottom = Number.NEGATIVE_INFINITY
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim()
      const parent = node.parentElement
      if (!text || !parent) continue
      const style = getComputedStyle(parent)
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const metrics = canvas.measureText(text)
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const box of range.getClientRects()) {
        if (box.width === 0) continue
        const baseline = box.top + metrics.fontBoundingBoxAscent
        top = Math.min(top, baseline - metrics.actualBoundingBoxAscent)
        bottom = Math.max(bottom, baseline + metrics.actualBoundingBoxDescent)
      }
    }
    return (top + bottom) / 2 + window.scrollY
  })

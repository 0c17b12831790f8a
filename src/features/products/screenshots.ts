// The three screens the products page shows, drawn as SVG mock-ups of ToolHarbor (no words in
// them, so one picture serves every locale). Texts are products:showcase.screens.<id>.
export const screenshots = [
  { id: 'mergePdf', src: '/images/products/merge-pdf.svg' },
  { id: 'qrCode', src: '/images/products/qr-code.svg' },
  { id: 'jsonFormatter', src: '/images/products/json-formatter.svg' },
] as const

/** Every screenshot is drawn on the same 960 x 600 canvas. */
export const screenshotSize = { width: 960, height: 600 } as const

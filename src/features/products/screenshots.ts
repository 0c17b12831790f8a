// The three screens the products page shows, drawn as SVG mock-ups of ToolHarbor (no words in
// them, so one picture serves every locale). Texts are products:showcase.screens.<id>.
// A screen whose story runs along the line (files -> arrow -> merged file) is mirrored on Arabic
// and Urdu pages, so it reads from the right as the text does; a QR code or code stays as it is.
export const screenshots = [
  { id: 'mergePdf', src: '/images/products/merge-pdf.svg', mirrorInRtl: true },
  { id: 'qrCode', src: '/images/products/qr-code.svg', mirrorInRtl: false },
  { id: 'jsonFormatter', src: '/images/products/json-formatter.svg', mirrorInRtl: false },
] as const

/** Every screenshot is drawn on the same 960 x 600 canvas. */
export const screenshotSize = { width: 960, height: 600 } as const

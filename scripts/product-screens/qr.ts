// A real QR code for the QR Code Generator's screen, so that a visitor who scans the picture lands
// on ToolHarbor: the `qrcode` package encodes it (error correction level M, the level the screen
// says it uses); this file only draws its modules as an SVG.
import QRCode from 'qrcode'

/** The modules, row by row: true is dark. No quiet zone. */
export type QrMatrix = boolean[][]

/** The QR code of `text`, level M, as its matrix of modules. */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))),
  )
}

/** The matrix as an SVG of crisp squares, with the four-module quiet zone scanners need. */
export function qrSvg(matrix: QrMatrix, size: number, colour: string): string {
  const quiet = 4
  const runs: string[] = []
  matrix.forEach((cells, row) => {
    for (let col = 0; col < cells.length; col++) {
      if (!cells[col]) continue
      let end = col
      while (cells[end + 1]) end++
      runs.push(`M${col} ${row}h${end - col + 1}v1h-${end - col + 1}z`)
      col = end
    }
  })
  const box = matrix.length + 2 * quiet
  return `<svg viewBox="-${quiet} -${quiet} ${box} ${box}" width="${size}" height="${size}" shape-rendering="crispEdges" style="display:block"><rect x="-${quiet}" y="-${quiet}" width="${box}" height="${box}" fill="#fff"/><path d="${runs.join('')}" fill="${colour}"/></svg>`
}

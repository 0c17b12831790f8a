// A real QR code for the QR Code Generator's screen, so that a visitor who scans the picture lands
// on ToolHarbor. No QR package is installed and this small encoder does not justify one: byte mode,
// error correction level M (the level the screen says it uses), the smallest version from 1 to 6
// that holds the text, and the mask with the lowest penalty, as ISO/IEC 18004 sets them out.
// qr.test.ts checks it against a reference matrix.

/** The modules, row by row: true is dark. No quiet zone. */
export type QrMatrix = boolean[][]

// Level M, versions 1 to 6: each has equal blocks of data codewords, each block followed by its own
// error correction codewords.
const levelM = [
  { blocks: 1, data: 16, ec: 10 },
  { blocks: 1, data: 28, ec: 16 },
  { blocks: 1, data: 44, ec: 26 },
  { blocks: 2, data: 32, ec: 18 },
  { blocks: 2, data: 43, ec: 24 },
  { blocks: 4, data: 27, ec: 16 },
] as const

// Arithmetic in GF(256) with the QR polynomial x^8 + x^4 + x^3 + x^2 + 1.
const exp = new Array<number>(512)
const log = new Array<number>(256).fill(0)
for (let i = 0, x = 1; i < 255; i++, x = x & 0x80 ? ((x << 1) ^ 0x11d) & 0xff : x << 1) {
  exp[i] = x
  log[x] = i
}
for (let i = 255; i < 512; i++) exp[i] = exp[i - 255] as number
const times = (a: number, b: number) =>
  a === 0 || b === 0 ? 0 : (exp[(log[a] as number) + (log[b] as number)] as number)

/** The Reed-Solomon error correction codewords of one block. */
export function errorCorrection(data: readonly number[], degree: number): number[] {
  // The generator (x - a^0)(x - a^1)...(x - a^(degree-1)), highest power first.
  let generator = [1]
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(generator.length + 1).fill(0)
    generator.forEach((coefficient, j) => {
      next[j] = (next[j] as number) ^ coefficient
      next[j + 1] = (next[j + 1] as number) ^ times(coefficient, exp[i] as number)
    })
    generator = next
  }
  const remainder = new Array<number>(degree).fill(0)
  for (const byte of data) {
    const factor = byte ^ (remainder.shift() as number)
    remainder.push(0)
    for (let i = 0; i < degree; i++) remainder[i] = (remainder[i] as number) ^ times(generator[i + 1] as number, factor)
  }
  return remainder
}

/** The 15 format bits for level M and a mask: BCH(15,5), then XOR 0x5412. */
export function formatBits(mask: number): number {
  const data = mask // level M is 00
  let remainder = data
  for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537)
  return ((data << 10) | remainder) ^ 0x5412
}

const masks: ((row: number, col: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
]

/** The codewords of `text` for a version: data then error correction, blocks interleaved. */
function codewords(bytes: readonly number[], version: number): number[] {
  const { blocks, data, ec } = levelM[version - 1] as (typeof levelM)[number]
  const bits: number[] = []
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >> i) & 1)
  }
  push(0b0100, 4) // byte mode
  push(bytes.length, 8)
  for (const byte of bytes) push(byte, 8)
  const capacity = blocks * data * 8
  push(0, Math.min(4, capacity - bits.length)) // terminator
  while (bits.length % 8 !== 0) bits.push(0)
  const all: number[] = []
  for (let i = 0; i < bits.length; i += 8) all.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0))
  for (let pad = 0xec; all.length < blocks * data; pad ^= 0xec ^ 0x11) all.push(pad)
  const dataBlocks = Array.from({ length: blocks }, (_, b) => all.slice(b * data, (b + 1) * data))
  const ecBlocks = dataBlocks.map((block) => errorCorrection(block, ec))
  const interleave = (parts: number[][], length: number) =>
    Array.from({ length }, (_, i) => parts.map((part) => part[i] as number)).flat()
  return [...interleave(dataBlocks, data), ...interleave(ecBlocks, ec)]
}

/** A penalty score of a masked matrix (the lower, the easier to read): ISO/IEC 18004, 7.8.3. */
function penalty(m: QrMatrix): number {
  const size = m.length
  const lines = [...m, ...m.map((_, c) => m.map((row) => row[c] as boolean))]
  let score = 0
  for (const line of lines) {
    // Runs of five or more modules of one colour.
    let run = 1
    for (let i = 1; i <= size; i++) {
      if (i < size && line[i] === line[i - 1]) run++
      else {
        if (run >= 5) score += run - 2
        run = 1
      }
    }
    // Finder-like patterns, 1:1:3:1:1 with four light modules on one side.
    const text = line.map((dark) => (dark ? '1' : '0')).join('')
    for (const pattern of ['10111010000', '00001011101']) {
      for (let at = text.indexOf(pattern); at !== -1; at = text.indexOf(pattern, at + 1)) score += 40
    }
  }
  // Two by two blocks of one colour.
  for (let r = 0; r < size - 1; r++) {
    for (let c = 0; c < size - 1; c++) {
      const colour = m[r]?.[c]
      if (m[r]?.[c + 1] === colour && m[r + 1]?.[c] === colour && m[r + 1]?.[c + 1] === colour) score += 3
    }
  }
  // Dark modules far from half.
  const dark = m.flat().filter(Boolean).length
  return score + 10 * Math.floor(Math.abs((dark * 100) / (size * size) - 50) / 5)
}

/** The QR code of `text` (UTF-8), level M, as its matrix of modules. */
export function qrMatrix(text: string, forceMask?: number): QrMatrix {
  const bytes = [...new TextEncoder().encode(text)]
  const version = levelM.findIndex(({ blocks, data }) => 12 + bytes.length * 8 <= blocks * data * 8) + 1
  if (version === 0) throw new Error(`"${text}" is too long for a version 1 to 6 QR code at level M`)
  const size = 17 + 4 * version
  const modules: QrMatrix = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const reserved: boolean[][] = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const set = (row: number, col: number, dark: boolean) => {
    if (row < 0 || col < 0 || row >= size || col >= size) return
    ;(modules[row] as boolean[])[col] = dark
    ;(reserved[row] as boolean[])[col] = true
  }

  // Finder patterns with their light separators, in three corners.
  for (const [top, left] of [
    [0, 0],
    [0, size - 7],
    [size - 7, 0],
  ] as const) {
    for (let r = -1; r <= 7; r++) {
      for (let c = -1; c <= 7; c++) {
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3))
        set(top + r, left + c, ring !== 2 && ring !== 4)
      }
    }
  }
  // Timing patterns.
  for (let i = 8; i < size - 8; i++) {
    set(6, i, i % 2 === 0)
    set(i, 6, i % 2 === 0)
  }
  // The one alignment pattern of versions 2 to 6, seven modules from the bottom right corner.
  if (version >= 2) {
    const centre = size - 7
    for (let r = -2; r <= 2; r++) {
      for (let c = -2; c <= 2; c++) set(centre + r, centre + c, Math.max(Math.abs(r), Math.abs(c)) !== 1)
    }
  }
  // Format information (drawn for real per mask below) and the dark module.
  const drawFormat = (mask: number) => {
    const bits = formatBits(mask)
    const bit = (i: number) => ((bits >> i) & 1) === 1
    for (let i = 0; i <= 5; i++) set(i, 8, bit(i))
    set(7, 8, bit(6))
    set(8, 8, bit(7))
    set(8, 7, bit(8))
    for (let i = 9; i < 15; i++) set(8, 14 - i, bit(i))
    for (let i = 0; i < 8; i++) set(8, size - 1 - i, bit(i))
    for (let i = 8; i < 15; i++) set(size - 15 + i, 8, bit(i))
    set(size - 8, 8, true)
  }
  drawFormat(0)

  // Data, in two-module columns zigzagging up and down from the bottom right, skipping the
  // vertical timing pattern.
  const bits = codewords(bytes, version).flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >> (7 - i)) & 1))
  let next = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    const upward = ((right + 1) & 2) === 0
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step
      for (const col of [right, right - 1]) {
        if (reserved[row]?.[col]) continue
        ;(modules[row] as boolean[])[col] = bits[next] === 1
        next++
      }
    }
  }

  const masked = (mask: number): QrMatrix => {
    drawFormat(mask)
    const apply = masks[mask] as (row: number, col: number) => boolean
    return modules.map((cells, row) =>
      cells.map((dark, col) => (reserved[row]?.[col] ? dark : dark !== apply(row, col))),
    )
  }
  if (forceMask !== undefined) return masked(forceMask)
  const candidates = masks.map((_, mask) => masked(mask))
  const scores = candidates.map(penalty)
  return candidates[scores.indexOf(Math.min(...scores))] as QrMatrix
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

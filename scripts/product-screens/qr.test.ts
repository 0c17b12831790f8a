import { describe, expect, it } from 'vitest'
import { errorCorrection, formatBits, qrMatrix } from './qr.ts'

// The modules of 'https://toolharbor.com' with mask 2, as the Python package qrcode 8.2 draws them
// (QRCode(version=2, error_correction=M, mask_pattern=2, border=0)); '#' is dark. The encoder
// matched it for all eight masks when it was written.
const reference = [
  '#######....#..#.#.#######',
  '#.....#..#..##.##.#.....#',
  '#.###.#.#.##....#.#.###.#',
  '#.###.#.####.#....#.###.#',
  '#.###.#.##.###..#.#.###.#',
  '#.....#.#.#.####..#.....#',
  '#######.#.#.#.#.#.#######',
  '........#.###............',
  '#.#####....#.###..#####..',
  '#.####.###.#....#..#...#.',
  '.#.#..###..###.#.#...#.##',
  '....#..#####..#..#.#....#',
  '#...###......########.###',
  '#...##...##.##..#..#.#.#.',
  '#.#.#.#.#.#..#####.###.##',
  '#.#......##.#.##.#.##...#',
  '#.#####...#.#########.#..',
  '........##...#.##...##...',
  '#######..####.#.#.#.#.###',
  '#.....#.##.#..#.#...##...',
  '#.###.#.#..#...######.###',
  '#.###.#.###.##.#.##.#####',
  '#.###.#.###..####....##.#',
  '#.....#...#.##.###.###..#',
  '#######.#...#.#...#######',
]

const drawn = (text: string, mask?: number) =>
  qrMatrix(text, mask).map((row) => row.map((dark) => (dark ? '#' : '.')).join(''))

describe('the QR code on the QR Code Generator screen', () => {
  it('computes error correction as the standard example does (HELLO WORLD, version 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
    expect(errorCorrection(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
  })

  it('writes the format bits of level M', () => {
    expect(formatBits(0).toString(2).padStart(15, '0')).toBe('101010000010010')
    expect(formatBits(5).toString(2).padStart(15, '0')).toBe('100000011001110')
  })

  it('draws the same modules as a reference encoder, 25 by 25 (version 2)', () => {
    expect(drawn('https://toolharbor.com', 2)).toEqual(reference)
  })

  it('picks the mask with the lowest penalty (mask 2 for the ToolHarbor address)', () => {
    expect(drawn('https://toolharbor.com')).toEqual(reference)
  })
})

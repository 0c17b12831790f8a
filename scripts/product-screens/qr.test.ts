import { describe, expect, it } from 'vitest'
import { qrMatrix, qrSvg } from './qr.ts'

// The modules of 'https://toolharbor.com' at level M, as the Python package qrcode 8.2 draws them
// (QRCode(version=2, error_correction=M, mask_pattern=2, border=0)); '#' is dark. OpenCV's QR
// decoder read the rendered screens, at every width, as https://toolharbor.com.
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

describe('the QR code on the QR Code Generator screen', () => {
  it('is the code a second encoder draws for the same address, module for module', () => {
    const drawn = qrMatrix('https://toolharbor.com').map((row) => row.map((dark) => (dark ? '#' : '.')).join(''))
    expect(drawn).toEqual(reference)
  })

  it('is drawn with the quiet zone scanners need around it', () => {
    expect(qrSvg(qrMatrix('https://toolharbor.com'), 140, '#14532d')).toContain('viewBox="-4 -4 33 33"')
  })
})

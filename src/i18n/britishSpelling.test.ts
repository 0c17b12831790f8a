import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { localeStrings } from '#testing/localeStrings.ts'

// The English site speaks for a company registered in England and Wales: a UK buyer reads
// "customization" or "colors" as a sign that no one in the UK wrote it. (The specification's
// quoted texts and formats, such as "9:00 AM", stay as it words them.)
const american =
  /\b(?:\w*(?:iz(?:e|es|ed|ing|ation|ations)|yz(?:e|es|ed|ing))|colors?|colored|colorful|behaviors?|favorites?|centers?|centered|catalogs?|labeled|canceled|fulfill|fulfills|fulfillment|enrollment)\b/giu
// Words that are English in both spellings, and names that are spelled as their owners spell them.
const alwaysThisWay = new Set(['size', 'sizes', 'resize', 'resized', 'resizes', 'prize', 'seize', 'Organization'])

const dir = path.resolve('locales/en')
const texts: [string, string][] = [
  ...localeStrings('en'),
  ...readdirSync(path.join(dir, 'blog')).map((file): [string, string] => [
    `blog/${file}`,
    readFileSync(path.join(dir, 'blog', file), 'utf8'),
  ]),
]

describe('the English texts use British spelling', () => {
  it('has no American forms, in ToolHarbor’s tool names too (round-5 and round-6 English reviews)', () => {
    const found = texts.flatMap(([where, text]) =>
      [...text.matchAll(american)]
        .map(([word]) => word)
        .filter((word) => !alwaysThisWay.has(word) && !alwaysThisWay.has(word.toLowerCase()))
        .map((word) => `${where}: ${word}`),
    )
    expect(found).toEqual([])
  })

  it('would catch one', () => {
    expect('We customize and optimize; pick your colors.'.match(american)).toEqual(['customize', 'optimize', 'colors'])
    expect('We customise and optimise; pick your colours.'.match(american)).toBeNull()
  })
})

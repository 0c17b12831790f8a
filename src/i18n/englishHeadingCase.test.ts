import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The specification words its headings and buttons in Title Case ("Get a Free Quote", "Key
// Benefits", "See It in Action", "Explore All Services"), so every heading and button of the
// public site follows it: a UK buyer read a page mixing "What Happens Next" with "Prefer to talk?"
// as text from different sources (round-2, round-7 and round-8 English reviews). The legal
// documents' and the articles' own section headings are document text and stay in sentence case,
// as the specification's "Oops! Page not found" does.
const minorWords = new Set(
  'a an the and but or nor for so yet as at by in of on to per via vs from with into than up'.split(' '),
)
const headingOrButton =
  /^(?:heading|[a-z]*Heading|title(?:_one|_other)?|button|submit|primary|secondary|quote|another|back|home|read|readFull|readMore|quick|openPage|allProjects|explore|call|callOffice|callCity|chat|chatCity|cta)$/u
// Messages that speak to the visitor in a sentence, not headings of a part of a page.
const sentenceCase = new Set([
  'common:notFound.heading',
  'common:notFound.title',
  'common:error.title',
  'contact:form.summary.heading',
  'contact:tooMany.heading',
])
const documentHeading = /^legal:[a-z]+\.sections\.[a-zA-Z]+\.heading$/u

function strings(value: unknown, key: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([key, value])
  else if (value && typeof value === 'object')
    for (const [child, inner] of Object.entries(value)) strings(inner, key ? `${key}.${child}` : child, out)
  return out
}

/** The words of a text that should start with a capital and do not. */
function lowerCaseWords(text: string): string[] {
  const words = text.replace(/\{\{[^}]*\}\}/gu, 'X').match(/[\p{L}][\p{L}'’-]*/gu) ?? []
  return words.filter((word, index) => {
    const first = index === 0 || index === words.length - 1
    return /^\p{Ll}/u.test(word) && (first || !minorWords.has(word))
  })
}

const dir = path.resolve('locales/en')
const headings = readdirSync(dir)
  .filter((file) => file.endsWith('.json') && file !== 'admin.json')
  .flatMap((file) => {
    const namespace = file.replace(/\.json$/, '')
    return strings(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '', []).map(
      ([key, text]): [string, string] => [`${namespace}:${key}`, text],
    )
  })
  .filter(([key]) => {
    const last = key.split('.').at(-1) ?? ''
    return (
      headingOrButton.test(last.replace(/^[a-z]+:/u, '')) &&
      !key.endsWith('meta.title') &&
      !documentHeading.test(key) &&
      !sentenceCase.has(key)
    )
  })

describe('English headings and buttons', () => {
  it('are in Title Case', () => {
    const found = headings.flatMap(([key, text]) => (lowerCaseWords(text).length ? [`${key}: ${text}`] : []))
    expect(found).toEqual([])
  })

  it('would catch a heading in sentence case', () => {
    expect(lowerCaseWords('Prefer to talk?')).toEqual(['talk'])
    expect(lowerCaseWords('Call Our {{city}} Office')).toEqual([])
    expect(lowerCaseWords('See It in Action')).toEqual([])
  })
})

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Locale } from '#i18n/locales.ts'
import { checkTranslations } from './checkTranslations.server.ts'
import { acceptException, confirmTranslations } from './confirmTranslations.server.ts'
import type { Finding } from './findings.ts'

// A copy of fixtures/locales per test, every translation confirmed: clean until a test edits it.
let dir: string

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'translations-'))
  cpSync(path.join(import.meta.dirname, 'fixtures/locales'), dir, { recursive: true })
  confirmTranslations(dir, 'ar', 'all')
  confirmTranslations(dir, 'ur', 'all')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function editJson(file: string, edit: (tree: Record<string, Record<string, string>>) => void) {
  const full = path.join(dir, file)
  const tree = JSON.parse(readFileSync(full, 'utf8'))
  edit(tree)
  writeFileSync(full, JSON.stringify(tree))
}

function editText(file: string, edit: (text: string) => string) {
  const full = path.join(dir, file)
  writeFileSync(full, edit(readFileSync(full, 'utf8')))
}

function findings(locale?: Locale): Finding[] {
  return checkTranslations(dir).locales.flatMap((report) =>
    !locale || report.locale === locale ? report.findings : [],
  )
}

const where = ({ kind, file, place }: Finding) =>
  `${kind} ${file} ${place.type === 'key' ? place.key : `line ${place.line}${place.field ? ` ${place.field}` : ''}`}`

describe('checkTranslations', () => {
  it('finds nothing in complete, confirmed translations (plural forms, brand names, isolated articles)', () => {
    const report = checkTranslations(dir)
    expect(report.locales.map(({ locale, findings }) => [locale, findings.length])).toEqual([
      ['ar', 0],
      ['ur', 0],
    ])
  })

  it('reports keys missing, extra, still in English, and placeholders that differ', () => {
    editJson('ar/home.json', (tree) => {
      delete tree.hero?.title
      tree.stray = 'x' as never
      tree.products = 'Our products' as never
      if (tree.hero) tree.hero.call = 'اتصل بنا على {{telephone}}'
    })
    expect(findings('ar').map(where)).toEqual([
      'missing ar/home.json hero.title',
      'extra ar/home.json stray',
      'placeholders ar/home.json hero.call',
      'identical ar/home.json products',
    ])
  })

  it('reports an Arabic plural category that is missing, and one Urdu does not have', () => {
    editJson('ar/home.json', (tree) => {
      delete tree.hero?.projects_few
    })
    editJson('ur/home.json', (tree) => {
      if (tree.hero) tree.hero.projects_two = 'دو پروجیکٹ مکمل'
    })
    expect(findings().map(where)).toEqual([
      'plural-missing ar/home.json hero.projects_few',
      'plural-extra ur/home.json hero.projects_two',
    ])
    expect(findings('ar')[0]?.detail).toContain('zero, one, two, few, many, other')
  })

  it('reports a placeholder that differs in one plural form, and lets a form for one number leave out {{count}}', () => {
    editJson('ar/home.json', (tree) => {
      if (tree.hero) tree.hero.projects_few = '{{number}} مشاريع منجزة'
    })
    expect(findings('ar').map(where)).toEqual(['placeholders ar/home.json hero.projects_few'])
    expect(findings('ar')[0]?.detail).toBe('has [{{number}}], English has [{{count}}]')
  })

  it('reports a translation outdated in Arabic and Urdu when its English changes, with the English before and after', () => {
    editJson('en/home.json', (tree) => {
      if (tree.hero) tree.hero.title = 'Websites and software for growing businesses'
    })
    const outdated = findings().filter((finding) => finding.kind === 'outdated')
    expect(outdated.map(where)).toEqual(['outdated ar/home.json hero.title', 'outdated ur/home.json hero.title'])
    expect(outdated[0]).toMatchObject({
      before: 'Web development for growing businesses',
      after: 'Websites and software for growing businesses',
    })
  })

  it('no longer reports a translation once a translator confirms it, in that language only', () => {
    editJson('en/home.json', (tree) => {
      if (tree.hero) tree.hero.title = 'Websites and software for growing businesses'
    })
    confirmTranslations(dir, 'ar', 'home:hero.title')
    expect(findings('ar')).toEqual([])
    expect(findings('ur').map(where)).toEqual(['outdated ur/home.json hero.title'])
  })

  it('reports an article whose English changed, showing only the changed lines', () => {
    editText('en/blog/phone-numbers.md', (text) => text.replace('Our products help.', 'Our products help you grow.'))
    const [finding] = findings('ur')
    expect(finding).toMatchObject({
      kind: 'outdated',
      file: 'ur/blog/phone-numbers.md',
      before: 'Our products help.',
      after: 'Our products help you grow.',
    })
  })

  it('reports a glossary variant in a value and in an article, with the key and the line', () => {
    editJson('ur/home.json', (tree) => {
      tree.products = 'ہماری پراڈکٹس' as never
    })
    editText('ur/blog/phone-numbers.md', (text) => text.replace('ہماری پروڈکٹس', 'ہماری پراڈکٹس'))
    const glossary = findings('ur')
    expect(glossary.map(where)).toEqual(['glossary ur/blog/phone-numbers.md line 12', 'glossary ur/home.json products'])
    expect(glossary[1]?.detail).toContain('«پروڈکٹ»')
  })

  it('matches glossary variants as whole words, never inside the preferred form', () => {
    editJson('ur/home.json', (tree) => {
      // 'پلگ ان' is avoided, but here it is part of the preferred 'پلگ انز'.
      tree.products = 'ہمارے پلگ انز اور پراڈکٹیں' as never
    })
    expect(findings('ur')).toEqual([])
  })

  it('keeps quiet about a glossary finding a translator accepted', () => {
    editJson('ur/home.json', (tree) => {
      tree.products = 'ہماری پراڈکٹس' as never
    })
    acceptException(dir, 'ur', 'home:products', 'glossary:پراڈکٹ')
    expect(findings('ur')).toEqual([])
  })

  it('reports an unisolated +44 in an article’s front matter; the body is isolated when rendered', () => {
    editText('ar/blog/phone-numbers.md', (text) =>
      text.replace('اقبل الأرقام مع رمز الدولة أو دونه.', 'اقبل الأرقام مع +44 أو دونه.'),
    )
    const direction = findings('ar')
    expect(direction.map(where)).toEqual(['direction ar/blog/phone-numbers.md line 3 excerpt'])
    expect(direction[0]?.detail).toContain('«+44»')
  })

  it('reports an unisolated phone number in a value, and accepts one isolated with U+2066…U+2069', () => {
    editJson('ar/home.json', (tree) => {
      if (tree.hero) tree.hero.call = 'اتصل بنا على {{phone}} أو +971 4 000 0000'
    })
    expect(findings('ar').map(where)).toEqual(['direction ar/home.json hero.call'])
    editJson('ar/home.json', (tree) => {
      if (tree.hero) tree.hero.call = 'اتصل بنا على {{phone}} أو \u2066+971 4 000 0000\u2069'
    })
    expect(findings('ar')).toEqual([])
  })

  it('accepts a run inside a Trans tag that renders it as <bdi dir="ltr">', () => {
    editJson('ar/home.json', (tree) => {
      if (tree.hero) tree.hero.call = 'اتصل بنا على {{phone}} أو <ltr>+971 4 000 0000</ltr>'
    })
    // The tag itself is one English lacks, which the placeholder check reports; the run is isolated.
    expect(findings('ar').map((finding) => finding.kind)).toEqual(['placeholders'])
  })
})

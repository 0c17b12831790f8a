import { describe, expect, it } from 'vitest'
import { loadLocaleFiles } from '#i18n/loadLocaleFiles.server.ts'
import { locales } from '#i18n/locales.ts'
import { type LegalDocumentId, readSections } from './legalSections.ts'

const documents: LegalDocumentId[] = ['privacy', 'terms', 'cookies', 'disclaimer']
const files = loadLocaleFiles()

function sectionsOf(locale: (typeof locales)[number], document: LegalDocumentId) {
  const legal = files[locale]?.legal as Record<string, { sections?: unknown }> | undefined
  return readSections(legal?.[document]?.sections)
}

/** The reading order of a document: section ids, then each block's key and list length. */
function outline(locale: (typeof locales)[number], document: LegalDocumentId) {
  return sectionsOf(locale, document).map((section) => [
    section.id,
    section.blocks.map((block) => (block.kind === 'list' ? `${block.key}[${block.items.length}]` : block.key)),
  ])
}

describe('readSections', () => {
  it('turns headings, strings and objects into sections, paragraphs and lists, in file order', () => {
    const sections = readSections({
      payment: { heading: 'Payment', p1: 'First', schedule: { advance: 'A', completion: 'B' }, p2: 'Last' },
      notASection: 'stray',
    })
    expect(sections).toEqual([
      {
        id: 'payment',
        heading: 'Payment',
        blocks: [
          { kind: 'paragraph', key: 'p1', text: 'First' },
          { kind: 'list', key: 'schedule', items: ['A', 'B'] },
          { kind: 'paragraph', key: 'p2', text: 'Last' },
        ],
      },
    ])
  })

  it('reads nothing from a missing document', () => {
    expect(readSections(undefined)).toEqual([])
  })
})

describe.each(documents)('the %s text', (document) => {
  it('has a contact section and sections with text in English', () => {
    const sections = sectionsOf('en', document)
    expect(sections.length).toBeGreaterThan(3)
    expect(sections.map((section) => section.id)).toContain('contact')
    for (const section of sections) expect(section.blocks.length).toBeGreaterThan(0)
  })

  // i18n:check compares keys, not their order; here a translator who moves a paragraph is told.
  it.each(locales.filter((locale) => locale !== 'en'))('reads in the same order in %s as in English', (locale) => {
    expect(outline(locale, document)).toEqual(outline('en', document))
  })
})

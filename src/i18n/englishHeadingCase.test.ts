import { describe, expect, it } from 'vitest'
import { localeStrings } from '#testing/localeStrings.ts'

// English headings and buttons are in sentence case, as British sites write them: UK buyers read
// Title Case ("Call Our London Office") as American marketing copy, and a mix of the two as text
// from different sources (English reviews of rounds 2, 4, 7, 8 and 9). Only the specification's
// own labels keep their capitals, and names keep theirs.
const specificationLabels = new Set([
  'Get Free Quote',
  'Get a Free Quote',
  'View Our Work',
  'Explore All Services',
  'Key Benefits',
  'See It in Action',
  'Coming Soon',
  'Read More',
  'Back to Blog',
  'Return to Home',
  'Message Sent!',
  'Message Sent',
  'Unexpected Application Error!',
  'Oops! Page not found',
  'Modern E-\u2060Commerce Platform',
  'Innovation',
  'Client-Centric',
  'Global Reach',
  'Expert Developers',
  'Creative Designers',
  'Project Managers',
])
const names = new Set(
  [
    'Bayan Digital London Dubai Lahore Pakistan Gulf England Wales United Kingdom Arab Emirates',
    'Arabic English Urdu Shopify WordPress Hearth Loom Facebook LinkedIn X WhatsApp ReplyPilot',
    'ToolHarbor Privacy Cookie Policy Terms Service I',
  ]
    .join(' ')
    .split(' '),
)
const headingOrButton =
  /^(?:heading|[a-z]*Heading|title(?:_one|_other)?|button|submit|primary|secondary|quote|another|back|home|read|readFull|readMore|quick|openPage|allProjects|explore|call|callOffice|callCity|chat|chatCity|cta|link|quickLinks|client|challenge|built|result|figures|similar|name|[a-z]+Label)$/u

/** The words after the first that start with a capital without being a name or an acronym. */
function capitalisedWords(text: string): string[] {
  const words = text.replace(/\{\{[^}]*\}\}/gu, '').match(/[\p{L}][\p{L}'’-]*/gu) ?? []
  return words.slice(1).filter((word) => /^\p{Lu}\p{Ll}*(?:[-'’]\p{L}+)*$/u.test(word) && !names.has(word))
}

const headings = localeStrings('en')
  .filter(([key]) => !key.startsWith('admin:'))
  .filter(([key, text]) => {
    const last = key.split(/[.:]/u).at(-1) ?? ''
    // Tool and category names are ToolHarbor's products and the specification's categories.
    const productName = /^products:(?:tools|categories)\./u.test(key)
    return (
      headingOrButton.test(last) &&
      !key.endsWith('meta.title') &&
      text.length <= 60 &&
      !text.endsWith('.') &&
      !productName
    )
  })

describe('English headings and buttons', () => {
  it('are in sentence case, except the specification’s own labels', () => {
    const found = headings.flatMap(([key, text]) =>
      !specificationLabels.has(text) && capitalisedWords(text).length ? [`${key}: ${text}`] : [],
    )
    expect(found).toEqual([])
  })

  it('would catch a heading in Title Case and let names keep their capitals', () => {
    expect(capitalisedWords('Call Our {{city}} Office')).toEqual(['Our', 'Office'])
    expect(capitalisedWords('Call our London office')).toEqual([])
    expect(capitalisedWords('Multi-branch restaurant POS')).toEqual([])
  })
})

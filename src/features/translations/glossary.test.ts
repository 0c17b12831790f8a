import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readGlossary } from './glossary.server.ts'
import { glossaryMatches } from './glossary.ts'

// The house glossary itself: its entries must catch what the November 2026 review found.
const glossary = readGlossary(path.resolve('locales'))
const variants = (locale: string, text: string, english = '') =>
  glossaryMatches(glossary, locale, text, english).map((match) => match.variant)

describe('locales/glossary.json', () => {
  it('catches the Urdu spelling drifts, plural endings included, and leaves the house forms alone', () => {
    expect(variants('ur', 'ہماری پراڈکٹس اور پراجیکٹ، ڈویلپرز، مینیو، ایپلی کیشن، پلگ انز، آپٹمائزیشن، وزٹرز')).toEqual(
      ['پراڈکٹ', 'پراجیکٹ', 'ڈویلپر', 'مینیو', 'ایپلی کیشن', 'پلگ ان', 'آپٹمائزیشن', 'وزٹر'],
    )
    expect(variants('ur', 'ہماری پروڈکٹس، پروجیکٹ، ڈیولپرز، مینو، ایپلیکیشن، پلگ اِنز، آپٹیمائزیشن، وزیٹرز')).toEqual([])
  })

  it('catches «پوچھ گچھ» for enquiries and a masculine verb after the company’s name', () => {
    expect(variants('ur', 'آپ کی پوچھ گچھ کا جواب')).toEqual(['پوچھ گچھ'])
    expect(variants('ur', 'بیان ڈیجیٹل آپ کے لیے ویب سائٹس بناتا ہے۔')).toEqual([
      'بیان ڈیجیٹل آپ کے لیے ویب سائٹس بناتا ہے',
    ])
    expect(variants('ur', 'Bayan Digital ایسی ویب سائٹس بناتی ہے۔')).toEqual([])
  })

  it('catches the Arabic chatbot term with its prefixes, and crop or integrations only where English says so', () => {
    expect(variants('ar', 'ونقدم روبوت محادثة ذكيًا')).toEqual(['روبوت محادثة'])
    expect(variants('ar', 'قص الصور', 'Crop Image')).toEqual(['قص'])
    expect(variants('ar', 'قص المقاطع ودمجها', 'Trim and merge clips')).toEqual([])
    expect(variants('ar', 'قصيرة', 'Crop')).toEqual([])
    expect(variants('ar', 'خدمات الربط مع أدواتك', 'integrations with your tools')).toEqual(['ربط'])
    expect(variants('ar', 'أدوات تربط أنظمتك', 'integrations that connect your tools')).toEqual([])
  })
})

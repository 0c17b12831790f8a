import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { segmentsOf, setJsonValue } from './editJsonValue.server.ts'

const locales = path.resolve('locales')
const read = (file: string) => readFileSync(path.join(locales, file), 'utf8')

/** Every line of `after` that is not in `before` at the same place, and how many lines each has. */
function diff(before: string, after: string) {
  const a = before.split('\n')
  const b = after.split('\n')
  const changed = b.flatMap((line, index) => (line === a[index] ? [] : [line]))
  return { added: b.length - a.length, changed }
}

describe('setJsonValue', () => {
  it('changes one line for a nested key and keeps every other byte', () => {
    const before = read('ar/home.json')
    const after = setJsonValue(before, read('en/home.json'), 'products.chatbot.title', 'روبوت دردشة على واتساب')
    expect(diff(before, after)).toEqual({ added: 0, changed: ['      "title": "روبوت دردشة على واتساب",'] })
    expect(JSON.parse(after).products.chatbot.title).toBe('روبوت دردشة على واتساب')
  })

  it('changes one line for a plural form', () => {
    const before = read('ar/common.json')
    const after = setJsonValue(before, read('en/common.json'), 'footer.toolsText_few', 'أكثر من {{count}} أدوات')
    expect(diff(before, after)).toEqual({ added: 0, changed: ['    "toolsText_few": "أكثر من {{count}} أدوات",'] })
  })

  it('writes quotes, backslashes, Arabic and <ltr> tags as JSON, and bidirectional controls as escapes', () => {
    const before = read('ar/replyPilot.json')
    const value = 'قال: "مرحبًا" \\ رقم <ltr>#DXB-20418</ltr> و\u2066+971 4 000 0000\u2069'
    const after = setJsonValue(before, read('en/replyPilot.json'), 'chat.messages.orderQuestion', value)
    const { added, changed } = diff(before, after)
    expect(added).toBe(0)
    expect(changed).toEqual([
      '      "orderQuestion": "قال: \\"مرحبًا\\" \\\\ رقم <ltr>#DXB-20418</ltr> و\\u2066+971 4 000 0000\\u2069",',
    ])
    expect(JSON.parse(after).chat.messages.orderQuestion).toBe(value)
  })

  it('inserts a form the file lacks where English has its forms, in CLDR order, indented as the file is', () => {
    const english =
      '{\n  "a": {\n    "n_one": "{{count}} item",\n    "n_other": "{{count}} items",\n    "z": "Z"\n  }\n}\n'
    const before = '{\n  "a": {\n    "n_one": "1",\n    "n_other": "n",\n    "z": "ز"\n  }\n}\n'
    const after = setJsonValue(before, english, 'a.n_few', 'بضعة')
    expect(after).toBe(
      '{\n  "a": {\n    "n_one": "1",\n    "n_few": "بضعة",\n    "n_other": "n",\n    "z": "ز"\n  }\n}\n',
    )
  })

  it('finds the nesting of a flattened key, a dotted property name included', () => {
    expect(segmentsOf({ a: { b: { c: 'x' } } }, 'a.b.c')).toEqual(['a', 'b', 'c'])
    expect(segmentsOf({ 'a.b': { c: 'x' } }, 'a.b.c')).toEqual(['a.b', 'c'])
    expect(segmentsOf({ a: { b: 'x' } }, 'a.c')).toBeUndefined()
  })
})

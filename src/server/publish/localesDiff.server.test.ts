import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { changedUnits, diffLocales } from './localesDiff.server.ts'
import { previewOfUnit } from './publishView.server.ts'

let root: string
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), content)
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'locales-diff-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('the unpublished changes between the live build and the working copy', () => {
  it('lists each changed key, plural form and article per language, nothing else', () => {
    write('live/en/services.json', JSON.stringify({ heading: 'Services', intro: 'Five services' }))
    write('live/ar/services.json', JSON.stringify({ heading: 'خدماتنا', intro: 'خمس خدمات' }))
    write('live/ar/common.json', JSON.stringify({ projects_few: 'مشاريع', projects_many: 'مشروعًا' }))
    write('live/ar/blog/launch.md', '---\ntitle: إطلاق\n---\nنص')
    write('live/ar/.translated-from.json', '{"a":1}')
    write('work/en/services.json', JSON.stringify({ heading: 'Services', intro: 'Five services' }))
    write('work/ar/services.json', JSON.stringify({ heading: 'خدماتنا المحدثة', intro: 'خمس خدمات' }))
    write('work/ar/common.json', JSON.stringify({ projects_few: 'مشاريع', projects_many: 'مشاريع كثيرة' }))
    write('work/ar/blog/launch.md', '---\ntitle: إطلاق\n---\nنص جديد')
    write('work/ur/blog/new-post.md', '---\ntitle: نیا\n---\nمتن')
    write('work/ar/.translated-from.json', '{"a":2}')

    const differences = diffLocales(path.join(root, 'live'), path.join(root, 'work'))

    expect(differences).toEqual([
      { locale: 'ar', unit: 'common:projects_many', before: 'مشروعًا', after: 'مشاريع كثيرة' },
      { locale: 'ar', unit: 'services:heading', before: 'خدماتنا', after: 'خدماتنا المحدثة' },
      {
        locale: 'ar',
        unit: 'blog/launch',
        before: '---\ntitle: إطلاق\n---\nنص',
        after: '---\ntitle: إطلاق\n---\nنص جديد',
      },
      { locale: 'ur', unit: 'blog/new-post', before: null, after: '---\ntitle: نیا\n---\nمتن' },
    ])
    expect(changedUnits(differences)).toEqual({
      ar: ['common:projects_many', 'services:heading', 'blog/launch'],
      ur: ['blog/new-post'],
    })
  })

  it('links each change to the preview of a page showing it, the key highlighted', () => {
    expect(previewOfUnit({ locale: 'ar', unit: 'services:heading' })).toBe(
      '/admin/preview?path=%2Fservices&locale=ar&highlight=services%3Aheading',
    )
    // A plural form under its base key, as the code calls it.
    expect(previewOfUnit({ locale: 'ar', unit: 'common:projects_many' })).toMatch(/highlight=common%3Aprojects$/)
    expect(previewOfUnit({ locale: 'ur', unit: 'blog/new-post' })).toBe(
      '/admin/preview?path=%2Fblog%2Fnew-post&locale=ur',
    )
  })
})

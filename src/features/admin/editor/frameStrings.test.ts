// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { editableFrame, markForEdit } from '../preview/editMarks.ts'
import { editableTarget, keysOfFrame, stringsWithKey } from './frameStrings.ts'

function frameOf(body: string, head = '') {
  const html = editableFrame(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`)
  return new DOMParser().parseFromString(html, 'text/html')
}

describe('what the preview page reads from a frame in edit mode', () => {
  it('lists every key of the page: its strings in text and those only in attributes and the head', () => {
    const document = frameOf(
      `<h1>${markForEdit('services:heading', 'خدماتنا')}</h1><img alt="${markForEdit('services:photo', 'صورة')}">`,
      `<title>${markForEdit('services:meta.title', 'الخدمات')}</title>`,
    )
    expect(keysOfFrame(document).sort()).toEqual(['services:heading', 'services:meta.title', 'services:photo'])
    expect(stringsWithKey(document, 'services:heading')).toHaveLength(1)
  })

  it('finds the string a click landed in, and the string a link holds when Enter is pressed on it', () => {
    const document = frameOf(
      `<p>${markForEdit('home:intro', 'Hello <strong>there</strong>')}</p><a href="/contact">${markForEdit('common:nav.contact', 'Contact')}</a>`,
    )
    const link = document.querySelector('a') as HTMLElement
    const inLink = link.querySelector('span') as HTMLElement
    expect(inLink.getAttribute('tabindex')).toBeNull()
    expect(editableTarget(inLink)?.dataset.editKey).toBe('common:nav.contact')
    expect(editableTarget(link)).toBeNull()
    expect(editableTarget(link, true)?.dataset.editKey).toBe('common:nav.contact')
    const intro = document.querySelector('p span') as HTMLElement
    expect(intro.getAttribute('tabindex')).toBe('0')
    expect(editableTarget(intro)?.dataset.editKey).toBe('home:intro')
  })
})

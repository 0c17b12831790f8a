// @vitest-environment jsdom
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider, Trans, useTranslation } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { baseKey, editableFrame, editKeysId, markForEdit, renderEditMarks } from './editMarks.ts'
import { createPreviewI18n } from './previewI18n.server.ts'

/** HTML is valid here when a browser's parser reads it back unchanged: nothing was re-nested. */
function expectValidBody(html: string) {
  const body = new DOMParser().parseFromString(
    `<!DOCTYPE html><html><head></head><body>${html}</body></html>`,
    'text/html',
  )
  expect(body.body.innerHTML).toBe(html)
}

describe('edit marks', () => {
  it('turns a string in text into a focusable span with its key', () => {
    const { html, textKeys } = renderEditMarks(`<body><h1>${markForEdit('services:hero.title', 'خدماتنا')}</h1></body>`)
    expect(html).toBe('<body><h1><span data-edit-key="services:hero.title" tabindex="0">خدماتنا</span></h1></body>')
    expect(textKeys).toEqual(['services:hero.title'])
  })

  it('strips marks from attributes, the head and scripts, and lists their keys', () => {
    const page = `<html><head><title>${markForEdit('home:meta.title', 'Home')}</title><meta name="description" content="${markForEdit('home:meta.description', 'About')}"></head><body><img alt="${markForEdit('home:hero.alt', 'A photo')}"><button aria-label="${markForEdit('common:menu.open', 'Menu')}">x</button><script type="application/ld+json">{"name":"${markForEdit('home:jsonLd.name', 'Bayan')}"}</script><select><option>${markForEdit('common:choice', 'One')}</option></select></body></html>`
    const { html, hiddenKeys, textKeys } = renderEditMarks(page)
    expect(html).toBe(
      '<html><head><title>Home</title><meta name="description" content="About"></head><body><img alt="A photo"><button aria-label="Menu">x</button><script type="application/ld+json">{"name":"Bayan"}</script><select><option>One</option></select></body></html>',
    )
    expect(textKeys).toEqual([])
    expect(hiddenKeys).toEqual([
      'home:meta.title',
      'home:meta.description',
      'home:hero.alt',
      'common:menu.open',
      'home:jsonLd.name',
      'common:choice',
    ])
  })

  it('gives a string inside a link or a button no focus of its own: the control opens it', () => {
    const { html, textKeys } = renderEditMarks(
      `<body><a href="/contact">${markForEdit('common:nav.contact', 'اتصل بنا')}</a><p>${markForEdit('home:a', 'A')}</p></body>`,
    )
    expect(html).toBe(
      '<body><a href="/contact"><span data-edit-key="common:nav.contact">اتصل بنا</span></a><p><span data-edit-key="home:a" tabindex="0">A</span></p></body>',
    )
    expect(textKeys).toEqual(['common:nav.contact', 'home:a'])
  })

  it('reports a plural form by its base key', () => {
    expect(baseKey('common:projects_few')).toBe('common:projects')
    expect(baseKey('about:place_ordinal_two')).toBe('about:place')
    const { html } = renderEditMarks(`<body><p>${markForEdit('common:projects_few', '3 مشاريع')}</p></body>`)
    expect(html).toContain('data-edit-key="common:projects"')
  })

  it('nests a string inside another and keeps the HTML valid', () => {
    const inner = markForEdit('common:company', 'Bayan')
    const { html, textKeys } = renderEditMarks(
      `<body><p>${markForEdit('home:intro', `Welcome to ${inner}.`)}</p></body>`,
    )
    expectValidBody(html.replace(/^<body>|<\/body>$/g, ''))
    expect(textKeys).toEqual(['home:intro', 'common:company'])
    expect(html).toBe(
      '<body><p><span data-edit-key="home:intro" tabindex="0">Welcome to <span data-edit-key="common:company" tabindex="0">Bayan</span>.</span></p></body>',
    )
  })

  it('marks a string whose tags split it into text nodes without crossing an element', () => {
    const value = `${markForEdit('home:cta', 'Read <strong>our terms</strong> first')}`
      .replace('<strong>', '</x><strong>')
      .replace('</x>', '')
    const { html } = renderEditMarks(`<body><p>${value}</p></body>`)
    const fragment = html.replace(/^<body>|<\/body>$/g, '')
    expectValidBody(fragment)
    expect(fragment).toBe(
      '<p><span data-edit-key="home:cta" tabindex="0">Read </span><strong>our terms</strong> first</p>',
    )
  })

  it('goes around the first visible text when the string starts with a tag', () => {
    const { html } = renderEditMarks(
      `<body><p>${markForEdit('home:cta', '<a href="/x">Terms</a> apply').replace(/^(\uE004[^\uE005]*\uE005)<a href="\/x">/, '$1<a href="/x">')}</p></body>`,
    )
    const fragment = html.replace(/^<body>|<\/body>$/g, '')
    expectValidBody(fragment)
    expect(fragment).toBe('<p><a href="/x"><span data-edit-key="home:cta">Terms</span></a> apply</p>')
  })

  it('marks strings rendered through <Trans> with components, the page staying valid', () => {
    const i18n = createPreviewI18n('en', 'off', undefined, true)
    i18n.addResource('en', 'common', 'editTest', 'Read <bold>the terms</bold> and <link>the policy</link> today')
    function Sample() {
      const { t } = useTranslation()
      return createElement(
        'footer',
        null,
        createElement(
          'p',
          null,
          createElement(Trans, {
            i18nKey: 'editTest' as never,
            components: { bold: createElement('strong'), link: createElement('a', { href: '/privacy' }) },
          }),
        ),
        createElement('p', { title: t('editTest' as never) }, t('footer.legal')),
      )
    }
    const rendered = renderToString(createElement(I18nextProvider, { i18n }, createElement(Sample)))
    const { html, textKeys, hiddenKeys } = renderEditMarks(`<body>${rendered}</body>`)
    const fragment = html.replace(/^<body>|<\/body>$/g, '')
    expectValidBody(fragment)
    expect(fragment).toContain(
      '<span data-edit-key="common:editTest" tabindex="0">Read </span><strong>the terms</strong>',
    )
    expect(fragment).not.toMatch(/[\uE000-\uE006\uF000-\uF07F]/)
    expect(textKeys).toContain('common:editTest')
    expect(hiddenKeys).not.toContain('common:editTest')
  })

  it('gives the frame its outline style and the list of every key', () => {
    const page = `<html><head><title>${markForEdit('home:meta.title', 'Home')}</title></head><body><p>${markForEdit('home:a', 'A')}</p></body></html>`
    const frame = editableFrame(page)
    expect(frame).toContain('<style data-preview-edit>')
    const list = new DOMParser().parseFromString(frame, 'text/html').getElementById(editKeysId)?.textContent
    expect(JSON.parse(list ?? '{}')).toEqual({ text: ['home:a'], hidden: ['home:meta.title'] })
  })
})

import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AdminView } from '#features/admin/adminViews.ts'
import { adminPlugin } from '../admin/adminPlugin.server.ts'
import { createAdminRepository } from '../admin/adminRepository.server.ts'
import { hashPassword } from '../admin/passwords.server.ts'
import { databasePlugin } from '../db/databasePlugin.server.ts'
import { type TestDatabase, testDatabaseTargets } from '../db/testDatabases.server.ts'
import { externalPlugins } from '../externalPlugins.server.ts'
import { leadsPlugin } from '../leads/leadsPlugin.server.ts'
import type { EditorUnit } from './editorTypes.server.ts'

const translator = { email: 'translator@example.com', password: 'a long enough password' }
const api = '/admin/api/translations'

/** The lines of `after` that differ from `before`, as a one-line-per-change diff would show them. */
function changedLines(before: string, after: string) {
  const a = before.split('\n')
  const b = after.split('\n')
  expect(b.length, 'no line added or removed').toBe(a.length)
  return b.flatMap((line, index) => (line === a[index] ? [] : [{ line: index + 1, before: a[index], after: line }]))
}

for (const target of testDatabaseTargets) {
  describe(`the translation editor's API on ${target.name}`, { timeout: 60_000 }, () => {
    let database: TestDatabase
    let app: FastifyInstance
    let dir: string
    let previousDir: string | undefined
    let cookie = ''
    let csrf = ''

    const file = (relative: string) => readFileSync(path.join(dir, relative), 'utf8')

    beforeEach(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'editor-locales-'))
      cpSync(path.resolve('locales'), dir, { recursive: true })
      previousDir = process.env.LOCALES_DIR
      process.env.LOCALES_DIR = dir
      database = await target.create()
      const hash = await hashPassword(translator.password, { N: 2 ** 12, r: 8, p: 1 })
      await createAdminRepository(database.db).createUserIfAbsent(translator.email, hash)
      await database.db.updateTable('admin_users').set({ role: 'translator' }).execute()
      app = Fastify()
      await app.register(externalPlugins, { https: false })
      await app.register(databasePlugin, database.options)
      await app.register(leadsPlugin)
      await app.register(adminPlugin, {
        https: false,
        render: async ({ adminView }) => ({ statusCode: 200, body: JSON.stringify(adminView) }),
        articles: async () => [],
        articleStatus: async () => [],
      })
      // Sign in as a translator, then take the preview page's CSRF token, as the editor does.
      const jar = new Map<string, string>()
      const keep = (response: LightMyRequestResponse) => {
        for (const c of response.cookies) jar.set(c.name, c.value)
        cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
      }
      const form = await app.inject({ url: '/admin/login' })
      keep(form)
      const signIn = await app.inject({
        method: 'POST',
        url: '/admin/login',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...translator,
          _csrf: (JSON.parse(form.body) as AdminView).csrfToken ?? '',
        }).toString(),
      })
      expect(signIn.statusCode).toBe(303)
      keep(signIn)
      const preview = await app.inject({ url: '/admin/preview', headers: { cookie } })
      keep(preview)
      csrf = (JSON.parse(preview.body) as AdminView).csrfToken ?? ''
    })

    afterEach(async () => {
      await app.close()
      await database.drop()
      if (previousDir === undefined) delete process.env.LOCALES_DIR
      else process.env.LOCALES_DIR = previousDir
      rmSync(dir, { recursive: true, force: true })
    })

    const get = (url: string) => app.inject({ url, headers: { cookie } })
    const post = (url: string, body: unknown, token = csrf) =>
      app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/json', ...(token ? { 'csrf-token': token } : {}) },
        payload: JSON.stringify(body),
      })
    const changes = () => database.db.selectFrom('translation_changes').selectAll().orderBy('id').execute()

    it('describes a plural key in three languages with the forms, placeholders and outdated English each needs', async () => {
      const response = await get(`${api}/unit?key=common:footer.toolsText`)
      expect(response.statusCode).toBe(200)
      const unit = response.json<EditorUnit>()
      expect(unit).toMatchObject({ unit: 'common:footer.toolsText', plural: true, placeholders: ['{{count}}'] })
      const [en, ar, ur] = unit.locales
      expect(en?.forms.map((form) => form.category)).toEqual(['one', 'other'])
      expect(ar).toMatchObject({ locale: 'ar', dir: 'rtl', outdated: null })
      expect(ar?.forms.map((form) => form.key)).toEqual(
        ['zero', 'one', 'two', 'few', 'many', 'other'].map((c) => `common:footer.toolsText_${c}`),
      )
      expect(ar?.forms[3]?.value).toContain('{{count}}')
      expect(ur?.forms.map((form) => form.category)).toEqual(['one', 'other'])
      expect((await get(`${api}/unit?key=common:footer.noSuchKey`)).statusCode).toBe(404)
      expect((await get(`${api}/unit?key=../../etc:passwd`)).statusCode).toBe(400)
    })

    it('saves one Arabic value as a one-line change, records it with the author, and confirms it', async () => {
      const before = file('ar/home.json')
      const fingerprintsBefore = file('ar/.translated-from.json')
      const key = 'home:products.chatbot.title'
      const unit = (await get(`${api}/unit?key=${key}`)).json<EditorUnit>()
      const loaded = unit.locales[1]?.forms[0]?.value ?? null
      const value = 'روبوت دردشة "ذكي" على <WhatsApp>'.replace('<WhatsApp>', 'WhatsApp')

      const forged = await post(
        `${api}/save`,
        { locale: 'ar', values: { [key]: value }, expected: { [key]: loaded } },
        '',
      )
      expect(forged.statusCode).toBe(403)
      expect(file('ar/home.json')).toBe(before)

      const saved = await post(`${api}/save`, { locale: 'ar', values: { [key]: value }, expected: { [key]: loaded } })
      expect(saved.statusCode).toBe(200)
      expect(saved.json()).toMatchObject({ saved: 1, unit: { unit: key } })
      expect(changedLines(before, file('ar/home.json'))).toEqual([
        {
          line: expect.any(Number),
          before: `      "title": ${JSON.stringify(loaded)},`,
          after: `      "title": ${JSON.stringify(value)},`,
        },
      ])
      expect(await changes()).toMatchObject([
        { locale: 'ar', unit: key, before: loaded, after: value, author_email: translator.email, pulled_at: null },
      ])
      // The fingerprint file changes by the unit's hash at most: it was up to date already.
      expect(file('ar/.translated-from.json')).toBe(fingerprintsBefore)
    })

    it('refuses a stale save with both versions and writes nothing', async () => {
      const key = 'home:products.chatbot.title'
      const before = file('ar/home.json')
      const response = await post(`${api}/save`, {
        locale: 'ar',
        values: { [key]: 'نص جديد' },
        expected: { [key]: 'what the editor loaded an hour ago' },
      })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({
        reason: 'stale',
        current: { [key]: 'روبوت دردشة ذكي على واتساب' },
        yours: { [key]: 'نص جديد' },
      })
      expect(file('ar/home.json')).toBe(before)
      expect(await changes()).toHaveLength(0)
      // The same save again (a retry) is not stale: the file already says what it says.
      const repeated = await post(`${api}/save`, {
        locale: 'ar',
        values: { [key]: 'روبوت دردشة ذكي على واتساب' },
        expected: { [key]: 'what the editor loaded an hour ago' },
      })
      expect(repeated.statusCode).toBe(200)
      expect(repeated.json()).toMatchObject({ saved: 0 })
      expect(file('ar/home.json')).toBe(before)
    })

    it('refuses, with the findings and nothing written, what would break the page or leave the locales', async () => {
      const before = file('ar/common.json')
      const ar = (await get(`${api}/unit?key=common:footer.toolsText`)).json<EditorUnit>().locales[1]
      const current = Object.fromEntries(ar?.forms.map((form) => [form.key, form.value]) ?? [])
      const refused = async (body: Record<string, unknown>) => {
        const response = await post(`${api}/save`, body)
        expect(response.statusCode, JSON.stringify(body)).toBe(422)
        return response.json<{ findings: { severity: string; kind: string; key: string }[] }>().findings
      }
      const few = 'common:footer.toolsText_few'
      expect(
        await refused({
          locale: 'ar',
          values: { [few]: 'أكثر من {{total}} أدوات' },
          expected: { [few]: current[few] },
        }),
      ).toContainEqual(expect.objectContaining({ severity: 'error', kind: 'placeholders', key: few }))
      const copyright = 'common:footer.copyright'
      const arCopyright = (await get(`${api}/unit?key=${copyright}`)).json<EditorUnit>().locales[1]?.forms[0]?.value
      expect(
        await refused({
          locale: 'ar',
          values: { [copyright]: `<b>مهم</b> ${arCopyright}` },
          expected: { [copyright]: arCopyright },
        }),
      ).toContainEqual(expect.objectContaining({ kind: 'placeholders', key: copyright }))
      expect(await refused({ locale: 'ar', values: { [few]: 42 }, expected: { [few]: current[few] } })).toContainEqual(
        expect.objectContaining({ kind: 'type' }),
      )
      const invented = 'common:footer.inventedKey'
      expect(
        await refused({ locale: 'ar', values: { [invented]: 'x' }, expected: { [invented]: null } }),
      ).toContainEqual(expect.objectContaining({ kind: 'extra', key: invented }))
      expect(
        await refused({ locale: 'en', values: { [invented]: 'x' }, expected: { [invented]: null } }),
      ).toContainEqual(expect.objectContaining({ kind: 'extra', key: invented }))
      const urZero = 'common:footer.toolsText_zero'
      expect(await refused({ locale: 'ur', values: { [urZero]: 'x' }, expected: { [urZero]: null } })).toContainEqual(
        expect.objectContaining({ kind: 'plural-extra' }),
      )
      for (const trick of [
        { locale: '../ar', values: { [few]: 'x' }, expected: {} },
        { locale: 'ar', values: { '../../package:name': 'x' }, expected: {} },
        { locale: 'ar', values: { 'common:../../x': 'x' }, expected: {} },
        { locale: 'ar', values: { 'noSuchNamespace:x': 'x' }, expected: {} },
        { locale: 'ar', values: { 'admin:title': 'x' }, expected: {} },
      ])
        expect(await refused(trick)).toHaveLength(1)
      expect(file('ar/common.json')).toBe(before)
      expect(existsSync(path.join(dir, 'ar/admin.json'))).toBe(false)
      expect(await changes()).toHaveLength(0)
    })

    it('refuses a plural key the save would leave without a form Arabic needs', async () => {
      const { modify, applyEdits } = await import('jsonc-parser')
      const text = file('ar/common.json')
      const { writeFileSync } = await import('node:fs')
      writeFileSync(
        path.join(dir, 'ar/common.json'),
        applyEdits(text, modify(text, ['footer', 'toolsText_many'], undefined, {})),
      )
      const few = 'common:footer.toolsText_few'
      const ar = (await get(`${api}/unit?key=common:footer.toolsText`)).json<EditorUnit>().locales[1]
      expect(ar?.forms.find((form) => form.category === 'many')?.value).toBeNull()
      expect(ar?.findings).toContainEqual(expect.objectContaining({ severity: 'error', kind: 'plural-missing' }))
      const current = ar?.forms.find((form) => form.category === 'few')?.value
      const response = await post(`${api}/save`, {
        locale: 'ar',
        values: { [few]: 'أكثر من {{count}} أدوات' },
        expected: { [few]: current },
      })
      expect(response.statusCode).toBe(422)
      expect(response.json().findings).toContainEqual(
        expect.objectContaining({ kind: 'plural-missing', key: 'common:footer.toolsText_many' }),
      )
    })

    it('saves with a glossary warning, and checks values as they are typed without writing', async () => {
      const key = 'home:products.chatbot.title'
      const value = 'روبوت محادثة ذكي على واتساب'
      const checked = await post(`${api}/check`, { locale: 'ar', values: { [key]: value } })
      expect(checked.statusCode).toBe(200)
      expect(checked.json().findings).toEqual([expect.objectContaining({ severity: 'warning', kind: 'glossary', key })])
      const saved = await post(`${api}/save`, {
        locale: 'ar',
        values: { [key]: value },
        expected: { [key]: 'روبوت دردشة ذكي على واتساب' },
      })
      expect(saved.statusCode).toBe(200)
      const ar = saved.json<{ unit: EditorUnit }>().unit.locales[1]
      expect(ar?.findings).toEqual([expect.objectContaining({ severity: 'warning', kind: 'glossary' })])
      expect(ar?.glossary).toContainEqual(expect.objectContaining({ english: 'chatbot', preferred: 'روبوت دردشة' }))
    })

    it('lists a key’s history newest first and restores an old value as a new change', async () => {
      const key = 'home:products.chatbot.title'
      const original = 'روبوت دردشة ذكي على واتساب'
      const first = 'روبوت دردشة على واتساب'
      const second = 'روبوت دردشة ذكي جدًا على واتساب'
      await post(`${api}/save`, { locale: 'ar', values: { [key]: first }, expected: { [key]: original } })
      await post(`${api}/save`, { locale: 'ar', values: { [key]: second }, expected: { [key]: first } })
      const history = await get(`${api}/history?locale=ar&key=${key}`)
      expect(history.statusCode).toBe(200)
      const { entries } = history.json<{ entries: { id: number; before: string; after: string }[] }>()
      expect(entries.map((entry) => entry.after)).toEqual([second, first])
      expect(entries[1]).toMatchObject({ key, before: original, author: translator.email, restoredFrom: null })

      const restored = await post(`${api}/restore`, { id: entries[1]?.id })
      expect(restored.statusCode).toBe(200)
      expect(restored.json<{ unit: EditorUnit }>().unit.locales[1]?.forms[0]?.value).toBe(original)
      expect(JSON.parse(file('ar/home.json')).products.chatbot.title).toBe(original)
      const after = (await get(`${api}/history?locale=ar&key=${key}`)).json<{ entries: unknown[] }>().entries
      expect(after[0]).toMatchObject({ before: second, after: original, restoredFrom: entries[1]?.id })
      expect((await post(`${api}/restore`, { id: 9999 })).statusCode).toBe(404)
    })

    it('refuses to restore a change that created the key', async () => {
      const key = 'common:footer.toolsText_zero'
      // An Arabic form the file lacks, then saved: its first change has no before.
      const { modify, applyEdits } = await import('jsonc-parser')
      const { writeFileSync } = await import('node:fs')
      const text = file('ar/common.json')
      writeFileSync(
        path.join(dir, 'ar/common.json'),
        applyEdits(text, modify(text, ['footer', 'toolsText_zero'], undefined, {})),
      )
      const created = await post(`${api}/save`, {
        locale: 'ar',
        values: { [key]: 'لا أدوات بعد' },
        expected: { [key]: null },
      })
      expect(created.statusCode).toBe(200)
      const [change] = await changes()
      expect(change).toMatchObject({ before: null, after: 'لا أدوات بعد' })
      const restore = await post(`${api}/restore`, { id: change?.id })
      expect(restore.statusCode).toBe(422)
      expect(JSON.parse(file('ar/common.json')).footer.toolsText_zero).toBe('لا أدوات بعد')
    })

    it('reads, checks and saves an article file as the build validates it, with its sanitized HTML', async () => {
      const slug = 'seo-best-practices-2025'
      const read = await get(`${api}/article?locale=ar&slug=${slug}`)
      expect(read.statusCode).toBe(200)
      const article = read.json<{ source: string; english: string; html: string; findings: unknown[] }>()
      expect(article.english).toBe(file(`en/blog/${slug}.md`))
      expect(article.html).toContain('<h2')
      const edited = `${article.source}\nفقرة جديدة <script>alert(1)</script> مع +44 20 7946 0000.\n`
      const checked = await post(`${api}/article/check`, { locale: 'ar', slug, source: edited })
      expect(checked.statusCode).toBe(200)
      expect(checked.json().html).not.toContain('<script')
      expect(checked.json().html).toContain('<bdi')

      const broken = edited.replace(/^category: .*$/m, 'category: gossip')
      const refused = await post(`${api}/article/save`, {
        locale: 'ar',
        slug,
        source: broken,
        expected: article.source,
      })
      expect(refused.statusCode).toBe(422)
      expect(refused.json().findings[0].message).toMatch(/unknown category "gossip"/)
      expect(file(`ar/blog/${slug}.md`)).toBe(article.source)

      const stale = await post(`${api}/article/save`, { locale: 'ar', slug, source: edited, expected: 'old' })
      expect(stale.statusCode).toBe(409)
      expect(stale.json()).toMatchObject({ reason: 'stale', current: article.source, yours: edited })

      const saved = await post(`${api}/article/save`, { locale: 'ar', slug, source: edited, expected: article.source })
      expect(saved.statusCode).toBe(200)
      expect(file(`ar/blog/${slug}.md`)).toBe(edited)
      expect(await changes()).toMatchObject([{ unit: `blog/${slug}`, before: article.source, after: edited }])
      const history = (await get(`${api}/history?locale=ar&key=blog/${slug}`)).json<{ entries: { id: number }[] }>()
      expect(history.entries).toHaveLength(1)
      const restored = await post(`${api}/restore`, { id: history.entries[0]?.id })
      expect(restored.statusCode).toBe(200)
      expect(restored.json().unit).toMatchObject({ slug, source: article.source })
      expect(file(`ar/blog/${slug}.md`)).toBe(article.source)

      for (const trick of ['../en/blog/x', 'no-such-article', 'UPPER'])
        expect(
          (await post(`${api}/article/save`, { locale: 'ar', slug: trick, source: edited, expected: null })).statusCode,
        ).toBe(422)
      expect((await get(`${api}/article?locale=ar&slug=..%2F..%2Fx`)).statusCode).toBe(400)
    })

    it('takes an article of 60 KB but refuses a key save as large', async () => {
      const slug = 'seo-best-practices-2025'
      const source = file(`ar/blog/${slug}.md`)
      const long = `${source}\n${'نص طويل للتجربة. '.repeat(2500)}\n`
      expect(Buffer.byteLength(long)).toBeGreaterThan(60_000)
      const checked = await post(`${api}/article/check`, { locale: 'ar', slug, source: long })
      expect(checked.statusCode).toBe(200)
      const key = 'home:products.chatbot.title'
      const huge = await post(`${api}/check`, { locale: 'ar', values: { [key]: long } })
      expect(huge.statusCode).toBe(413)
    })

    it('answers 401 without a session', async () => {
      expect((await app.inject({ url: `${api}/unit?key=common:footer.toolsText` })).statusCode).toBe(401)
    })
  })
}

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { applyEdits, modify } from 'jsonc-parser'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkTranslations } from '#features/translations/checkTranslations.server.ts'
import { databasePlugin } from '../db/databasePlugin.server.ts'
import { type TestDatabase, testDatabaseTargets } from '../db/testDatabases.server.ts'
import { applyUnpulledChanges } from './applyUnpulledChanges.server.ts'
import { saveArticle } from './articles.server.ts'
import { applyEditLayerAtStart } from './editLayerAtStart.server.ts'
import { pullChanges } from './pullChanges.server.ts'
import { rewindUnpulledChanges } from './rewindChanges.server.ts'
import { type SaveContext, saveValues } from './saveValues.server.ts'
import { createTranslationChanges } from './translationChanges.server.ts'

const author = 'translator@example.com'
const title = 'home:products.chatbot.title'
const few = 'common:footer.toolsText_few'
const heading = 'about:cta.heading'
const slug = 'seo-best-practices-2025'

/** A fresh copy of the repository's locales, as a redeploy from git brings. */
function freshCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'layer-locales-'))
  cpSync(path.resolve('locales'), dir, { recursive: true })
  return dir
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8')
const valueIn = (dir: string, file: string, ...keys: string[]) =>
  keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], JSON.parse(read(dir, file)))

for (const target of testDatabaseTargets) {
  describe(`the edit layer on ${target.name}`, { timeout: 60_000 }, () => {
    let database: TestDatabase
    const dirs: string[] = []
    const copy = () => {
      const dir = freshCopy()
      dirs.push(dir)
      return dir
    }

    beforeEach(async () => {
      database = await target.create()
    })
    afterEach(async () => {
      await database.drop()
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
    })

    /** A translator's day on a working copy: an Arabic key, an Arabic plural form, English, an article. */
    async function edit(dir: string, { english = true } = {}) {
      const context: SaveContext = { dir, changes: createTranslationChanges(database.db), author, now: new Date() }
      const current = (file: string, ...keys: string[]) => valueIn(dir, file, ...keys) as string
      const saves = [
        {
          locale: 'ar' as const,
          key: title,
          value: 'روبوت دردشة على واتساب',
          was: current('ar/home.json', 'products', 'chatbot', 'title'),
        },
        {
          locale: 'ar' as const,
          key: few,
          value: 'أكثر من {{count}} أدوات مجانية',
          was: current('ar/common.json', 'footer', 'toolsText_few'),
        },
        {
          locale: 'en' as const,
          key: heading,
          value: "Let's build something great together",
          was: current('en/about.json', 'cta', 'heading'),
        },
      ]
      for (const { locale, key, value, was } of english ? saves : saves.filter((save) => save.locale !== 'en')) {
        const outcome = await saveValues(context, { locale, values: { [key]: value }, expected: { [key]: was } })
        expect(outcome.status, key).toBe('saved')
      }
      const article = read(dir, `ar/blog/${slug}.md`)
      const saved = await saveArticle(context, {
        locale: 'ar',
        slug,
        source: `${article}\nفقرة أخيرة.\n`,
        expected: article,
      })
      expect(saved.status).toBe('saved')
    }

    const files = ['ar/home.json', 'ar/common.json', 'en/about.json', `ar/blog/${slug}.md`, 'ar/.translated-from.json']

    it('brings every unpulled edit back onto a fresh copy of the repository at start, byte for byte', async () => {
      const working = copy()
      await edit(working)
      const redeployed = copy()
      const app = Fastify({ logger: false })
      await app.register(databasePlugin, database.options)
      await applyEditLayerAtStart(app, redeployed)
      await app.close()
      for (const file of files) expect(read(redeployed, file), file).toBe(read(working, file))
      // Once more changes nothing: the layer only sets what differs.
      const again = await applyUnpulledChanges(database.db, redeployed)
      expect(again.changes.map((change) => change.outcome)).toEqual([
        'unchanged',
        'unchanged',
        'unchanged',
        'unchanged',
      ])
    })

    it('applies the newest change of a unit up to a given change, and skips a key English no longer has', async () => {
      const working = copy()
      const context: SaveContext = {
        dir: working,
        changes: createTranslationChanges(database.db),
        author,
        now: new Date(),
      }
      const original = valueIn(working, 'ar/home.json', 'products', 'chatbot', 'title') as string
      const first = await saveValues(context, {
        locale: 'ar',
        values: { [title]: 'الأول' },
        expected: { [title]: original },
      })
      await saveValues(context, { locale: 'ar', values: { [title]: 'الثاني' }, expected: { [title]: 'الأول' } })
      expect(first.status).toBe('saved')
      const [firstRow] = await database.db.selectFrom('translation_changes').select('id').orderBy('id').execute()

      const build = copy()
      await applyUnpulledChanges(database.db, build, { upToId: Number(firstRow?.id) })
      expect(valueIn(build, 'ar/home.json', 'products', 'chatbot', 'title')).toBe('الأول')

      // A later code change removes the key from English (and the Arabic file still has it).
      const later = copy()
      const english = read(later, 'en/home.json')
      writeFileSync(
        path.join(later, 'en/home.json'),
        applyEdits(english, modify(english, ['products', 'chatbot', 'title'], undefined, {})),
      )
      const arabic = read(later, 'ar/home.json')
      const report = await applyUnpulledChanges(database.db, later)
      expect(report.changes).toEqual([
        expect.objectContaining({ unit: title, outcome: 'skipped', reason: 'English no longer has this key' }),
      ])
      expect(read(later, 'ar/home.json')).toBe(arabic)
    })

    it('rewinds a copy of the working copy to just after a given change, removing a key created since', async () => {
      const working = copy()
      const common = path.join(working, 'ar/common.json')
      const text = read(working, 'ar/common.json')
      writeFileSync(common, applyEdits(text, modify(text, ['footer', 'toolsText_zero'], undefined, {})))
      const withoutZero = read(working, 'ar/common.json')
      const home = read(working, 'ar/home.json')
      const context: SaveContext = {
        dir: working,
        changes: createTranslationChanges(database.db),
        author,
        now: new Date(),
      }
      const original = valueIn(working, 'ar/home.json', 'products', 'chatbot', 'title') as string
      const zero = 'common:footer.toolsText_zero'
      for (const [values, expected] of [
        [{ [title]: 'الأول' }, { [title]: original }],
        [{ [title]: 'الثاني' }, { [title]: 'الأول' }],
        [{ [zero]: 'لا أدوات بعد' }, { [zero]: null }],
      ] as const)
        expect((await saveValues(context, { locale: 'ar', values, expected })).status).toBe('saved')
      const [first] = await database.db.selectFrom('translation_changes').select('id').orderBy('id').execute()

      const build = copy()
      cpSync(working, build, { recursive: true })
      const rewound = await rewindUnpulledChanges(database.db, build, { afterId: Number(first?.id) })
      expect(rewound).toEqual([`ar ${title}`, `ar ${zero}`])
      expect(valueIn(build, 'ar/home.json', 'products', 'chatbot', 'title')).toBe('الأول')
      expect(read(build, 'ar/common.json')).toBe(withoutZero)
      await rewindUnpulledChanges(database.db, build, { afterId: 0 })
      expect(read(build, 'ar/home.json')).toBe(home)
    })

    it('pulls the edits into a working tree that then passes the check, and lets git’s later value win', async () => {
      const working = copy()
      await edit(working, { english: false })
      const tree = copy()
      const report = await pullChanges(database.db, tree)
      expect(report.changes.map((change) => change.outcome)).toEqual(['written', 'written', 'written'])
      for (const file of files) expect(read(tree, file), file).toBe(read(working, file))
      const rows = await database.db.selectFrom('translation_changes').select('pulled_at').execute()
      expect(rows.every((row) => row.pulled_at !== null)).toBe(true)
      expect(checkTranslations(tree).locales.flatMap((locale) => locale.findings)).toEqual([])

      // The developer commits; later git says something else, and a restart leaves it alone.
      const next = copy()
      const text = read(next, 'ar/home.json')
      writeFileSync(
        path.join(next, 'ar/home.json'),
        applyEdits(text, modify(text, ['products', 'chatbot', 'title'], 'قيمة من git', {})),
      )
      const app = Fastify({ logger: false })
      await app.register(databasePlugin, database.options)
      await applyEditLayerAtStart(app, next)
      await app.close()
      expect(valueIn(next, 'ar/home.json', 'products', 'chatbot', 'title')).toBe('قيمة من git')
    })

    it('queues saves of one file: two at once both land, and a second save from the same version is stale', async () => {
      const dir = copy()
      const context: SaveContext = { dir, changes: createTranslationChanges(database.db), author, now: new Date() }
      const ar = JSON.parse(read(dir, 'ar/home.json'))
      const description = 'home:products.chatbot.description'
      const [a, b] = await Promise.all([
        saveValues(context, {
          locale: 'ar',
          values: { [title]: 'أ' },
          expected: { [title]: ar.products.chatbot.title },
        }),
        saveValues(context, {
          locale: 'ar',
          values: { [description]: 'ب' },
          expected: { [description]: ar.products.chatbot.description },
        }),
      ])
      expect([a.status, b.status]).toEqual(['saved', 'saved'])
      expect(JSON.parse(read(dir, 'ar/home.json')).products.chatbot).toEqual({ title: 'أ', description: 'ب' })
      const [c, d] = await Promise.all(
        ['ج', 'د'].map((value) =>
          saveValues(context, { locale: 'ar', values: { [title]: value }, expected: { [title]: 'أ' } }),
        ),
      )
      expect([c?.status, d?.status]).toEqual(['saved', 'stale'])
      expect(d).toMatchObject({ current: { [title]: 'ج' }, yours: { [title]: 'د' } })
    })
  })
}

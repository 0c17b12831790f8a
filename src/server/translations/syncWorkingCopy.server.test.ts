import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { applyEdits, modify } from 'jsonc-parser'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type TestDatabase, testDatabaseTargets } from '../db/testDatabases.server.ts'
import { type SaveContext, saveValues } from './saveValues.server.ts'
import { createWorkingCopySync, noteApplied } from './syncWorkingCopy.server.ts'
import { createTranslationChanges } from './translationChanges.server.ts'

const title = 'home:products.chatbot.title'
const description = 'home:products.chatbot.description'

for (const target of testDatabaseTargets) {
  describe(`working copies of several instances on ${target.name}`, { timeout: 60_000 }, () => {
    let database: TestDatabase
    let a: string
    let b: string
    beforeEach(async () => {
      database = await target.create()
      a = mkdtempSync(path.join(tmpdir(), 'instance-a-'))
      b = mkdtempSync(path.join(tmpdir(), 'instance-b-'))
      cpSync(path.resolve('locales'), a, { recursive: true })
      cpSync(path.resolve('locales'), b, { recursive: true })
    })
    afterEach(async () => {
      await database.drop()
      rmSync(a, { recursive: true, force: true })
      rmSync(b, { recursive: true, force: true })
    })

    const chatbot = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'ar/home.json'), 'utf8')).products.chatbot

    it("takes in another instance's saves, and only the new ones: a file edited by hand keeps its edit", async () => {
      noteApplied(b, 0)
      const sync = createWorkingCopySync(database.db)
      const context: SaveContext = {
        dir: a,
        changes: createTranslationChanges(database.db),
        author: 't@example.com',
        now: new Date(),
      }
      const before = chatbot(a)
      await saveValues(context, {
        locale: 'ar',
        values: { [title]: 'من الخادم أ' },
        expected: { [title]: before.title },
      })
      await sync(b)
      expect(chatbot(b).title).toBe('من الخادم أ')

      const file = path.join(b, 'ar/home.json')
      const text = readFileSync(file, 'utf8')
      writeFileSync(file, applyEdits(text, modify(text, ['products', 'chatbot', 'title'], 'بيد مطور', {})))
      await saveValues(context, {
        locale: 'ar',
        values: { [description]: 'وصف جديد' },
        expected: { [description]: before.description },
      })
      await sync(b)
      expect(chatbot(b)).toEqual({ title: 'بيد مطور', description: 'وصف جديد' })
    })
  })
}

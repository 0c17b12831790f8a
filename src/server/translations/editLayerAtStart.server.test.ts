import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app.server.ts'
import { readConfig } from '../config.server.ts'
import { type TestDatabase, testDatabaseTargets } from '../db/testDatabases.server.ts'
import { createTranslationChanges } from './translationChanges.server.ts'

for (const target of testDatabaseTargets) {
  describe(`the server's start on ${target.name}`, { timeout: 60_000 }, () => {
    let database: TestDatabase
    let clientDir: string
    let locales: string
    let previous: string | undefined

    beforeEach(async () => {
      database = await target.create()
      clientDir = mkdtempSync(path.join(tmpdir(), 'start-site-'))
      mkdirSync(path.join(clientDir, 'ar'))
      writeFileSync(path.join(clientDir, 'index.html'), '<html lang="en">home</html>')
      writeFileSync(path.join(clientDir, '404.html'), '<html lang="en">missing</html>')
      writeFileSync(path.join(clientDir, 'ar', '404.html'), '<html lang="ar">missing</html>')
      // A redeploy: git's locales, fresh, beside the database that outlived the old instance.
      locales = mkdtempSync(path.join(tmpdir(), 'start-locales-'))
      cpSync(path.resolve('locales'), locales, { recursive: true })
      previous = process.env.LOCALES_DIR
      process.env.LOCALES_DIR = locales
    })
    afterEach(async () => {
      if (previous === undefined) delete process.env.LOCALES_DIR
      else process.env.LOCALES_DIR = previous
      await database.drop()
      rmSync(clientDir, { recursive: true, force: true })
      rmSync(locales, { recursive: true, force: true })
    })

    it('applies the unpulled edits to LOCALES_DIR before it serves', async () => {
      const before = JSON.parse(readFileSync(path.join(locales, 'ar/home.json'), 'utf8')).products.chatbot.title
      await createTranslationChanges(database.db).record(
        [
          {
            locale: 'ar',
            unit: 'home:products.chatbot.title',
            before,
            after: 'روبوت دردشة على واتساب',
            author: 'translator@example.com',
          },
        ],
        new Date(),
      )
      const env = { DATA_DIR: database.options.dataDir, DATABASE_URL: database.options.databaseUrl }
      const app = await buildApp({ ...readConfig(env), port: 0, clientDir }, { logger: false })
      try {
        const arabic = JSON.parse(readFileSync(path.join(locales, 'ar/home.json'), 'utf8'))
        expect(arabic.products.chatbot.title).toBe('روبوت دردشة على واتساب')
      } finally {
        await app.close()
      }
    })
  })
}

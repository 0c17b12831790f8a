import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AdminView, PublishView } from '#features/admin/adminViews.ts'
import { createAdminRepository } from '../admin/adminRepository.server.ts'
import { cookieJar } from '../admin/adminTestApp.server.ts'
import { hashPassword } from '../admin/passwords.server.ts'
import { buildApp } from '../app.server.ts'
import { readConfig } from '../config.server.ts'
import type { BuildJob } from './runBuild.server.ts'

const translator = { email: 'translator@example.com', password: 'a long enough password' }
const staff = { email: 'staff@example.com', password: 'another long password' }

const heading = (dir: string) =>
  (JSON.parse(readFileSync(path.join(dir, 'ar', 'services.json'), 'utf8')) as { heading: string }).heading

/** The fake `npm run build`: one page showing the snapshot's Arabic heading, locales beside it. */
async function fakeBuild({ localesDir, outDir }: Pick<BuildJob, 'localesDir' | 'outDir'>) {
  mkdirSync(path.join(outDir, 'client', 'ar'), { recursive: true })
  writeFileSync(path.join(outDir, 'client', '404.html'), 'missing')
  writeFileSync(path.join(outDir, 'client', 'ar', 'services.html'), `<h1>${heading(localesDir)}</h1>`)
  cpSync(localesDir, path.join(outDir, 'locales'), { recursive: true })
}

describe('the publish page', () => {
  let root: string
  let app: FastifyInstance
  let previousLocalesDir: string | undefined

  beforeEach(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'publish-routes-'))
    const workingCopy = path.join(root, 'locales')
    mkdirSync(path.join(workingCopy, 'ar'), { recursive: true })
    writeFileSync(path.join(workingCopy, 'ar', 'services.json'), JSON.stringify({ heading: 'خدماتنا' }))
    await fakeBuild({ localesDir: workingCopy, outDir: path.join(root, 'dist') })
    writeFileSync(path.join(workingCopy, 'ar', 'services.json'), JSON.stringify({ heading: 'خدماتنا الجديدة' }))
    previousLocalesDir = process.env.LOCALES_DIR
    process.env.LOCALES_DIR = workingCopy
    const config = {
      ...readConfig({ DATA_DIR: path.join(root, 'data'), PUBLISH_POLL_MS: '0' }),
      clientDir: path.join(root, 'dist', 'client'),
      admin: staff,
    }
    app = await buildApp(
      config,
      { logger: false },
      {
        renderOnRequest: async ({ adminView }) => ({ statusCode: 200, body: JSON.stringify(adminView) }),
        buildSite: fakeBuild,
        codeFingerprint: 'test',
      },
    )
    const repository = createAdminRepository(app.database.db)
    await repository.createUserIfAbsent(translator.email, await hashPassword(translator.password))
    await app.database.db
      .updateTable('admin_users')
      .set({ role: 'translator' })
      .where('email', '=', translator.email)
      .execute()
    await app.database.db.updateTable('admin_users').set({ role: 'staff' }).where('email', '=', staff.email).execute()
  })
  afterEach(async () => {
    await app.close()
    if (previousLocalesDir === undefined) delete process.env.LOCALES_DIR
    else process.env.LOCALES_DIR = previousLocalesDir
    rmSync(root, { recursive: true, force: true })
  })

  async function signIn(account: { email: string; password: string }) {
    const jar = cookieJar()
    const form = await app.inject({ url: '/admin/login' })
    jar.store(form)
    const csrf = (JSON.parse(form.body) as AdminView).csrfToken
    const response = await app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: account.email, password: account.password, _csrf: csrf }).toString(),
    })
    jar.store(response)
    const page = async () => {
      const answer = await app.inject({ url: '/admin/publish', headers: { cookie: jar.header() } })
      jar.store(answer)
      return { answer, view: JSON.parse(answer.body) as PublishView }
    }
    const post = async (url: string, fields: Record<string, string> = {}) => {
      const { view } = await page()
      return app.inject({
        method: 'POST',
        url,
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _csrf: view.csrfToken, ...fields }).toString(),
      })
    }
    return { page, post, jar }
  }

  it('shows staff the change before and after, publishes it, and the public page shows it', async () => {
    const session = await signIn(staff)
    const { view } = await session.page()
    expect(view.canPublish).toBe(true)
    expect(view.changes).toEqual([
      expect.objectContaining({
        locale: 'ar',
        unit: 'services:heading',
        before: 'خدماتنا',
        after: 'خدماتنا الجديدة',
        author: null,
      }),
    ])

    const published = await session.post('/admin/publish')
    expect(published.statusCode).toBe(303)
    await app.publisher.idle()

    expect((await app.inject('/ar/services')).body).toContain('خدماتنا الجديدة')
    const after = (await session.page()).view
    expect(after.changes).toEqual([])
    expect(after.latest).toMatchObject({
      status: 'live',
      requestedBy: staff.email,
      changes: [{ locale: 'ar', units: ['services:heading'] }],
    })
  })

  it('lets a translator see the changes but never publish', async () => {
    const session = await signIn(translator)
    const { answer, view } = await session.page()
    expect(answer.statusCode).toBe(200)
    expect(view.canPublish).toBe(false)
    expect(view.changes).toHaveLength(1)

    expect((await session.post('/admin/publish')).statusCode).toBe(403)
    expect((await session.post('/admin/publish/restore', { id: '1' })).statusCode).toBe(403)
    await app.publisher.idle()
    expect((await app.inject('/ar/services')).body).toContain('خدماتنا<')
  })

  it('refuses a publish without the form token', async () => {
    const session = await signIn(staff)
    const response = await app.inject({
      method: 'POST',
      url: '/admin/publish',
      headers: { cookie: session.jar.header() },
    })
    expect(response.statusCode).toBe(403)
    expect(app.publisher.building()).toBe(false)
  })
})

import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type TestDatabase, testDatabaseTargets } from '../db/testDatabases.server.ts'
import { createLiveSite, type LiveSite, readServedSite } from '../staticSiteLive.server.ts'
import { busyReason, createPublisher } from './publisher.server.ts'
import { createPublishRepository } from './publishRepository.server.ts'
import { type BuildCommand, BuildFailed, type BuildJob } from './runBuild.server.ts'

/** The Arabic services heading a build shows, as the fake build writes it into the page. */
const headingOf = (localesDir: string) =>
  (JSON.parse(readFileSync(path.join(localesDir, 'ar', 'services.json'), 'utf8')) as { heading: string }).heading

/**
 * A stand-in for `npm run build`: the page shows the snapshot's heading, the locales are copied
 * beside client/ as postbuild does. An article named broken.md fails it as the blog loader would.
 */
function fakeBuild(gate?: Promise<void>): BuildCommand & { jobs: BuildJob[] } {
  const jobs: BuildJob[] = []
  const command = async (job: BuildJob) => {
    jobs.push(job)
    job.onLine('vike pre-rendering HTML...')
    await gate
    const broken = path.join(job.localesDir, 'ar', 'blog', 'broken.md')
    if (existsSync(broken)) {
      throw new BuildFailed(
        'exit code 1',
        `vike pre-rendering HTML...\nArticleError: ${broken}: front matter is not valid YAML\n    at loadFile (x.ts:1:1)`,
      )
    }
    mkdirSync(path.join(job.outDir, 'client', 'ar'), { recursive: true })
    writeFileSync(path.join(job.outDir, 'client', 'index.html'), '<html lang="en">home</html>')
    writeFileSync(path.join(job.outDir, 'client', 'ar', 'services.html'), `<h1>${headingOf(job.localesDir)}</h1>`)
    cpSync(job.localesDir, path.join(job.outDir, 'locales'), { recursive: true })
    job.onLine('✓ 2 HTML documents pre-rendered.')
  }
  return Object.assign(command, { jobs })
}

const servedHeading = (live: LiveSite) =>
  readFileSync(path.join(live.current().clientDir, 'ar', 'services.html'), 'utf8')

function setArabicHeading(localesDir: string, heading: string) {
  mkdirSync(path.join(localesDir, 'ar'), { recursive: true })
  writeFileSync(path.join(localesDir, 'ar', 'services.json'), `${JSON.stringify({ heading }, null, 2)}\n`)
}

for (const target of testDatabaseTargets) {
  describe(`publishing on ${target.name}`, () => {
    let database: TestDatabase
    let root: string
    let workingCopy: string
    let deploy: string

    beforeEach(async () => {
      database = await target.create()
      root = mkdtempSync(path.join(tmpdir(), 'publish-'))
      workingCopy = path.join(root, 'locales')
      setArabicHeading(workingCopy, 'خدماتنا')
      // The deploy's build, as `npm run build` leaves it: dist/client and dist/locales.
      deploy = path.join(root, 'dist')
      await fakeBuild()({ localesDir: workingCopy, outDir: deploy, onLine: () => {} })
    })
    afterEach(async () => {
      await database.drop()
      rmSync(root, { recursive: true, force: true })
    })

    function instance(name: string, build: BuildCommand = fakeBuild(), fingerprint = 'code-1') {
      const live = createLiveSite(readServedSite(path.join(deploy, 'client'), null))
      const repository = createPublishRepository(database.db)
      const dataDir = path.join(root, name)
      const publisher = createPublisher({
        repository,
        live,
        dataDir,
        workingCopy: () => workingCopy,
        build,
        fingerprint,
        prepareLocales: async (targetDir) => cpSync(workingCopy, targetDir, { recursive: true }),
      })
      return { live, repository, publisher, buildsDir: path.join(dataDir, 'builds') }
    }

    it('builds the working copy in the background, then switches the live site to it', async () => {
      const { live, repository, publisher } = instance('one')
      setArabicHeading(workingCopy, 'خدماتنا المحدثة')
      expect(servedHeading(live)).toContain('خدماتنا<')

      const outcome = await publisher.publish('staff@example.com')
      expect(outcome.started).toBe(true)
      await publisher.idle()

      expect(servedHeading(live)).toContain('خدماتنا المحدثة')
      const [row] = await repository.recent(1)
      expect(row).toMatchObject({ status: 'live', requestedBy: 'staff@example.com', error: null })
      expect(row?.changes).toEqual({ ar: ['services:heading'] })
      expect(row?.progress).toContain('pre-rendered')
      expect(live.current().buildId).toBe(row?.buildId)
    })

    it('leaves the live site as it was when the build fails, naming the file as locales/...', async () => {
      const { live, repository, publisher, buildsDir } = instance('one')
      setArabicHeading(workingCopy, 'لن يظهر')
      mkdirSync(path.join(workingCopy, 'ar', 'blog'), { recursive: true })
      writeFileSync(path.join(workingCopy, 'ar', 'blog', 'broken.md'), '---\ntitle: [\n---\n')

      await publisher.publish('staff@example.com')
      await publisher.idle()

      expect(servedHeading(live)).toContain('خدماتنا<')
      expect(live.current().buildId).toBeNull()
      const [row] = await repository.recent(1)
      expect(row?.status).toBe('failed')
      expect(row?.error).toContain('locales/ar/blog/broken.md: front matter is not valid YAML')
      expect(row?.error).not.toContain(buildsDir)
      expect(row?.error).not.toContain('    at ')
      expect(readdirSync(buildsDir)).toEqual([])
    })

    it('refuses a second publish while one builds', async () => {
      let release: () => void = () => {}
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      const { publisher, live } = instance('one', fakeBuild(gate))
      const second = instance('two')
      expect((await publisher.publish('staff@example.com')).started).toBe(true)

      // The same process, and another instance that sees the row still building.
      expect(await publisher.publish('owner@example.com')).toEqual({ started: false, reason: busyReason })
      expect(await second.publisher.publish('owner@example.com')).toEqual({ started: false, reason: busyReason })
      // Meanwhile the site served is the complete old one.
      expect(servedHeading(live)).toContain('خدماتنا<')

      release()
      await publisher.idle()
      expect((await publisher.publish('owner@example.com')).started).toBe(true)
      await publisher.idle()
    })

    it('restores an earlier build at once, as a new publish naming the one it restores', async () => {
      const { live, repository, publisher } = instance('one')
      setArabicHeading(workingCopy, 'الأولى')
      await publisher.publish('staff@example.com')
      await publisher.idle()
      const [first] = await repository.recent(1)
      setArabicHeading(workingCopy, 'الثانية')
      await publisher.publish('staff@example.com')
      await publisher.idle()
      expect(servedHeading(live)).toContain('الثانية')

      const outcome = await publisher.restore(first?.id ?? 0, 'owner@example.com')
      expect(outcome.restored).toBe(true)

      expect(servedHeading(live)).toContain('الأولى')
      const [restore, second] = await repository.recent(2)
      expect(restore).toMatchObject({ status: 'live', restoredFrom: first?.id, buildId: first?.buildId })
      expect(restore?.changes).toEqual({ ar: ['services:heading'] })
      expect(second?.status).toBe('superseded')
      expect(await publisher.restore(first?.id ?? 0, 'owner@example.com')).toMatchObject({ restored: false })
    })

    it('keeps the last five builds on disk and never the failed ones', async () => {
      const { live, publisher, buildsDir, repository } = instance('one')
      for (let round = 1; round <= 7; round++) {
        setArabicHeading(workingCopy, `النسخة ${round}`)
        await publisher.publish('staff@example.com')
        await publisher.idle()
      }
      const kept = readdirSync(buildsDir)
      expect(kept).toHaveLength(5)
      expect(kept).toContain(live.current().buildId)
      const newest = (await repository.recent(5)).map((row) => row.buildId)
      expect(kept.sort()).toEqual(newest.sort())
    })

    it('switches another instance to the new build when it polls, rebuilding it there', async () => {
      const publishing = instance('one')
      const otherBuild = fakeBuild()
      const other = instance('two', otherBuild)
      const stop = other.publisher.startPolling(10)
      try {
        setArabicHeading(workingCopy, 'من نسخة أخرى')
        await publishing.publisher.publish('staff@example.com')
        await publishing.publisher.idle()
        const [row] = await publishing.repository.recent(1)

        await vi.waitFor(() => expect(other.live.current().buildId).toBe(row?.buildId), { timeout: 10_000 })
        expect(servedHeading(other.live)).toContain('من نسخة أخرى')
        // It lacked the folder: it rebuilt the same site from the locales up to that publish.
        expect(otherBuild.jobs).toHaveLength(1)
      } finally {
        stop()
        await other.publisher.idle()
      }
    })

    it('serves the live build at start when its folder was built by this code, else rebuilds it', async () => {
      const first = instance('one')
      setArabicHeading(workingCopy, 'بعد إعادة التشغيل')
      await first.publisher.publish('staff@example.com')
      await first.publisher.idle()

      const restarted = instance('one')
      await restarted.publisher.sync()
      expect(servedHeading(restarted.live)).toContain('بعد إعادة التشغيل')

      const newCodeBuild = fakeBuild()
      const redeployed = instance('one', newCodeBuild, 'code-2')
      await redeployed.publisher.sync()
      expect(redeployed.live.current().buildId).toBeNull()
      await redeployed.publisher.idle()
      expect(newCodeBuild.jobs).toHaveLength(1)
      expect(servedHeading(redeployed.live)).toContain('بعد إعادة التشغيل')
    })
  })
}

import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { type LiveSite, readServedSite } from '../staticSiteLive.server.ts'
import { describeBuildFailure } from './buildFailure.server.ts'
import {
  type BuildFolder,
  buildFolder,
  buildsDirOf,
  isUsableBuild,
  newBuildId,
  writeBuildInfo,
} from './buildFolders.server.ts'
import { changedUnits, diffLocales } from './localesDiff.server.ts'
import type { PublishRepository } from './publishRepository.server.ts'
import { type BuildCommand, BuildFailed } from './runBuild.server.ts'

export interface PublisherLog {
  info(object: object, message: string): void
  error(object: object, message: string): void
}

export interface PublisherOptions {
  repository: PublishRepository
  live: LiveSite
  dataDir: string
  /** The translators' working copy (LOCALES_DIR), which a publish snapshots. */
  workingCopy: () => string
  build: BuildCommand
  /** The code's fingerprint (codeFingerprint()): a build made by other code is rebuilt, not served. */
  fingerprint: string
  /**
   * Writes the locales a publish showed into a folder, for an instance that must rebuild it: the
   * repository's locales plus the unpulled changes up to that publish's last change.
   */
  prepareLocales: (targetDir: string, upToChangeId: number | null) => Promise<void>
  /** The builds kept on disk (the live one and the one served before it always are). */
  keep?: number
  /** A build still 'building' after this long was abandoned (its instance stopped). */
  abandonAfterMs?: number
  /** Only this process builds (SQLite): a 'building' row at start was interrupted. */
  singleInstance?: boolean
  now?: () => Date
  log?: PublisherLog
}

export type PublishOutcome = { started: true; id: number } | { started: false; reason: string }
export type RestoreOutcome = { restored: true; id: number } | { restored: false; reason: string }

export const busyReason =
  'A build is already running. Wait until it has finished (this page shows its progress), then publish again.'

// The lines worth showing while a build runs: not npm's banner, the size table, stack frames or
// the bundler's timing report.
const quiet = [
  /^\s*$/,
  /kB\s*│/,
  /^npm (warn|notice)/i,
  /^\s+at\s/,
  /PLUGIN_TIMINGS|callbacks?\b|rolldown\.rs|^\s+- plugin /,
]
const progressLines = 8

const silentLog: PublisherLog = { info: () => {}, error: () => {} }

/**
 * Publishes the working copy: snapshots it, builds the public site from the snapshot in the
 * background (one build at a time), then switches the live site to it; a failed build leaves the
 * live site as it was. Also restores an earlier build, and brings this instance to the newest live
 * build another instance published (sync, polled).
 */
export function createPublisher(options: PublisherOptions) {
  const { repository, live, build, fingerprint } = options
  const now = options.now ?? (() => new Date())
  const log = options.log ?? silentLog
  const keep = options.keep ?? 5
  const abandonAfterMs = options.abandonAfterMs ?? 30 * 60 * 1000
  const buildsDir = buildsDirOf(options.dataDir)
  const controller = new AbortController()
  // The one build this process runs (a publish or a rebuild), and its folder, which pruning spares.
  let running: Promise<void> | null = null
  let runningBuildId: string | null = null
  let claiming = false
  // Rebuilds that failed here: not tried again every poll.
  const failedRebuilds = new Set<string>()

  const liveLocales = () => live.current().localesDir

  function startJob(buildId: string, job: () => Promise<void>) {
    runningBuildId = buildId
    running = job().finally(() => {
      running = null
      runningBuildId = null
    })
  }

  async function runBuild(folder: BuildFolder, onLine: (line: string) => void) {
    await build({ localesDir: folder.locales, outDir: folder.outDir, onLine, signal: controller.signal })
    // The server part of the build rendered the pages; only the deploy's one serves requests.
    rmSync(path.join(folder.outDir, 'server'), { recursive: true, force: true })
  }

  /** Keeps the newest builds that were live, the one served and the one served before it. */
  async function prune() {
    if (!existsSync(buildsDir)) return
    const kept = new Set((await repository.servedBuildIds()).slice(0, keep))
    for (const site of [live.current(), live.previous()]) if (site?.buildId) kept.add(site.buildId)
    if (runningBuildId) kept.add(runningBuildId)
    for (const name of readdirSync(buildsDir)) {
      if (!kept.has(name)) rmSync(path.join(buildsDir, name), { recursive: true, force: true })
    }
  }

  async function refuseIfBusy(): Promise<string | null> {
    if (running) return busyReason
    const since = now().getTime() - abandonAfterMs
    for (const row of await repository.building()) {
      if (row.requestedAt.getTime() >= since) return busyReason
      await repository.fail(row.id, 'The build was abandoned: the server building it stopped.', now())
    }
    return null
  }

  async function publishJob(id: number, folder: BuildFolder, lastChangeId: number | null) {
    const lines: string[] = []
    let written = 0
    let pending: Promise<void> = Promise.resolve()
    const onLine = (line: string) => {
      if (quiet.some((pattern) => pattern.test(line))) return
      lines.push(line)
      if (lines.length > progressLines) lines.shift()
      // At most one write a second: the page polls, the build goes on.
      if (Date.now() - written < 1000) return
      written = Date.now()
      const progress = lines.join('\n')
      pending = pending.then(() => repository.setProgress(id, progress)).catch(() => {})
    }
    try {
      await runBuild(folder, onLine)
      writeBuildInfo(folder, { fingerprint, lastChangeId, builtAt: now().toISOString() })
      const served = readServedSite(path.join(folder.outDir, 'client'), folder.buildId)
      const changes = changedUnits(diffLocales(liveLocales(), path.join(folder.outDir, 'locales')))
      await pending
      await repository.setProgress(id, lines.join('\n'))
      await repository.goLive(id, now(), changes)
      live.switchTo(served)
      log.info({ publish: id, build: folder.buildId }, 'published: the live site switched')
      await prune()
    } catch (error) {
      const failure =
        error instanceof BuildFailed
          ? describeBuildFailure(error.output, folder.locales)
          : { error: (error as Error).message, file: null }
      await pending
      await repository.fail(id, failure.error, now())
      rmSync(folder.root, { recursive: true, force: true })
      log.error({ publish: id, err: error }, 'publish failed: the live site stays as it was')
    }
  }

  async function rebuildJob(buildId: string, lastChangeId: number | null) {
    const folder = buildFolder(buildsDir, buildId)
    try {
      rmSync(folder.root, { recursive: true, force: true })
      mkdirSync(folder.root, { recursive: true })
      await options.prepareLocales(folder.locales, lastChangeId)
      await runBuild(folder, () => {})
      writeBuildInfo(folder, { fingerprint, lastChangeId, builtAt: now().toISOString() })
      const newest = await repository.newestLive()
      if (newest?.buildId === buildId) live.switchTo(readServedSite(path.join(folder.outDir, 'client'), buildId))
      log.info({ build: buildId }, 'rebuilt the live build here: the live site switched')
      await prune()
    } catch (error) {
      failedRebuilds.add(buildId)
      rmSync(folder.root, { recursive: true, force: true })
      log.error({ build: buildId, err: error }, 'could not rebuild the live build here: serving the one before')
    }
  }

  return {
    /** A build is running in this process. */
    building: () => running !== null || claiming,

    /** A build whose folder is here, complete and made by this code: it can be made live again. */
    isOnDisk: (buildId: string) => isUsableBuild(buildFolder(buildsDir, buildId), fingerprint),

    /** The locales folder of the build being served (the deploy's dist/locales until a publish). */
    liveLocales,

    /** Starts a publish of the working copy; refused while a build runs (here or, by its row, elsewhere). */
    async publish(requestedBy: string): Promise<PublishOutcome> {
      if (running || claiming) return { started: false, reason: busyReason }
      // Claimed before the first await, so two requests to this process cannot both start one.
      claiming = true
      try {
        const busy = await refuseIfBusy()
        if (busy) return { started: false, reason: busy }
        const at = now()
        const buildId = newBuildId(at)
        const folder = buildFolder(buildsDir, buildId)
        // The newest change first: a save during the copy is in the build, or in the next one.
        const lastChangeId = await repository.newestChangeId()
        const id = await repository.insert({ status: 'building', buildId, requestedBy, at, lastChangeId })
        mkdirSync(folder.root, { recursive: true })
        cpSync(options.workingCopy(), folder.locales, { recursive: true })
        startJob(buildId, () => publishJob(id, folder, lastChangeId))
        return { started: true, id }
      } finally {
        claiming = false
      }
    },

    /** Makes an earlier build live again, at once: a new publish that names the one it restores. */
    async restore(publishId: number, requestedBy: string): Promise<RestoreOutcome> {
      if (running || claiming) return { restored: false, reason: busyReason }
      const row = await repository.find(publishId)
      if (!row || (row.status !== 'live' && row.status !== 'superseded')) {
        return { restored: false, reason: 'Only a build that was live can be restored.' }
      }
      const newest = await repository.newestLive()
      if (newest?.buildId === row.buildId) return { restored: false, reason: 'That build is live already.' }
      const folder = buildFolder(buildsDir, row.buildId)
      if (!isUsableBuild(folder, fingerprint)) {
        return {
          restored: false,
          reason:
            'That build is no longer on this server, or was made by an older version of the site: publish instead.',
        }
      }
      const changes = changedUnits(diffLocales(liveLocales(), path.join(folder.outDir, 'locales')))
      const at = now()
      const id = await repository.insert({
        status: 'building',
        buildId: row.buildId,
        requestedBy,
        at,
        lastChangeId: row.lastChangeId,
        restoredFrom: row.id,
      })
      await repository.goLive(id, at, changes)
      live.switchTo(readServedSite(path.join(folder.outDir, 'client'), row.buildId))
      log.info({ publish: id, restored: row.id, build: row.buildId }, 'restored an earlier build')
      return { restored: true, id }
    },

    /**
     * Serves the newest live build (another instance may have published it): switches to it when
     * its folder is here and was built by this code, else rebuilds it here in the background.
     */
    async sync(): Promise<void> {
      const newest = await repository.newestLive()
      if (!newest || newest.buildId === live.current().buildId) return
      const folder = buildFolder(buildsDir, newest.buildId)
      if (isUsableBuild(folder, fingerprint)) {
        live.switchTo(readServedSite(path.join(folder.outDir, 'client'), newest.buildId))
        log.info({ build: newest.buildId }, 'the live site switched to the newest live build')
        await prune()
        return
      }
      if (running || claiming || failedRebuilds.has(newest.buildId)) return
      startJob(newest.buildId, () => rebuildJob(newest.buildId, newest.lastChangeId))
    },

    /** At start: a build this single instance was running when it stopped will never finish. */
    async recoverInterrupted(): Promise<void> {
      if (!options.singleInstance) return
      for (const row of await repository.building()) {
        await repository.fail(row.id, 'The build was interrupted: the server stopped while it ran.', now())
      }
    },

    /** Polls the publishes table every intervalMs; returns the stop function. */
    startPolling(intervalMs: number): () => void {
      const timer = setInterval(() => {
        this.sync().catch((error: unknown) => log.error({ err: error }, 'could not check the live build'))
      }, intervalMs)
      timer.unref()
      return () => clearInterval(timer)
    },

    /** Resolves when the running build (if any) has ended: tests, and closing the server. */
    async idle(): Promise<void> {
      while (running) await running
    },

    /** Stops a running build (closing the server). */
    stop() {
      controller.abort()
    },
  }
}

export type Publisher = ReturnType<typeof createPublisher>

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishes the working copy and switches the live site (src/server/app.server.ts). */
    publisher: Publisher
  }
}

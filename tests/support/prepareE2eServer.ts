// Run by Playwright before the production server starts: a fresh data folder and locales copy.
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { e2eDataDir, e2eLocalesDir } from './e2eServer.ts'

rmSync(e2eDataDir, { recursive: true, force: true })
mkdirSync(e2eDataDir, { recursive: true })
cpSync(path.resolve('locales'), e2eLocalesDir, { recursive: true })

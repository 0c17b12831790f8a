// Where the production server under test keeps its state: a throwaway folder per port, made anew
// before each run (tests/support/prepareE2eServer.ts), with a copy of locales/ that the admin
// preview tests edit without touching the checkout.
import { tmpdir } from 'node:os'
import path from 'node:path'

export const e2ePort = Number(process.env.E2E_PORT || 4310)
export const e2eDataDir = path.join(tmpdir(), `agency-e2e-data-${e2ePort}`)
export const e2eLocalesDir = path.join(e2eDataDir, 'locales')
export const e2eDatabaseFile = path.join(e2eDataDir, 'site.sqlite')
export const e2eAdmin = { email: 'staff@example.com', password: 'correct horse battery staple' }

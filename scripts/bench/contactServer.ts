// The production app without the prerendered pages, for npm run bench:contact: contact settings
// come from the environment (the bench passes DATA_DIR or DATABASE_URL, the token secret and
// CONTACT_RATE_LIMIT_MAX=0 and CONTACT_RATE_LIMIT_POSTS_MAX=0). Prints the origin it listens on.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '#server/app.server.ts'
import { readConfig } from '#server/config.server.ts'

const clientDir = mkdtempSync(path.join(tmpdir(), 'bench-client-'))
const app = await buildApp({ ...readConfig(), clientDir }, { logger: false })
process.once(
  'SIGTERM',
  () =>
    void app.close().then(() => {
      rmSync(clientDir, { recursive: true, force: true })
      process.exit(0)
    }),
)
const origin = await app.listen({ port: 0, host: '127.0.0.1' })
console.log(`listening ${origin}`)

import { emptyContactValues } from '#features/contact/contactFormState.ts'
import { buildApp } from './app.server.ts'
import { readConfig } from './config.server.ts'
import { renderContactPageWithVike } from './contact/renderContactPage.server.ts'

// Vike and React pick their production code paths from NODE_ENV when the server renders a page
// (the contact page with a refused form's errors).
process.env.NODE_ENV ??= 'production'

const config = readConfig()
const app = await buildApp(config, { logger: { level: process.env.LOG_LEVEL || 'info' } })

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down')
    // close() stops taking requests, lets the mail worker finish its pass and closes the database.
    void app.close().then(() => process.exit(0))
  })
}

await app.listen({ port: config.port, host: config.host })

// The first server render loads the whole Vike build (seconds on a busy machine): do it now, not
// while the first visitor whose form was refused waits for the page.
renderContactPageWithVike('en', { values: emptyContactValues, errors: {} }).catch((error: unknown) =>
  app.log.warn({ err: error }, 'could not warm up the contact page renderer'),
)

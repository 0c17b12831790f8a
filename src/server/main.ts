import { buildApp } from './app.ts'
import { readConfig } from './config.ts'

const config = readConfig()
const app = await buildApp(config, { logger: { level: process.env.LOG_LEVEL || 'info' } })

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down')
    void app.close().then(() => process.exit(0))
  })
}

await app.listen({ port: config.port, host: config.host })

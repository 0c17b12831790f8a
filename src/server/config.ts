import path from 'node:path'
import { siteUrl } from '#config/site.ts'

export interface ServerConfig {
  port: number
  host: string
  siteUrl: string
  /** The prerendered site: dist/client after `npm run build`. */
  clientDir: string
}

/** Reads the environment once, with the defaults of the README's configuration table. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`)
  return {
    port,
    host: env.HOST || '127.0.0.1',
    siteUrl: siteUrl(),
    clientDir: path.resolve('dist/client'),
  }
}

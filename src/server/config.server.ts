import path from 'node:path'
import { contactRateLimit } from '#config/contactRateLimit.ts'
import { mailboxes } from '#config/mailboxes.ts'
import { siteUrl } from '#config/site.ts'

export interface RateLimitConfig {
  /**
   * Contact messages one address may have accepted (validated and stored) per window; 0 turns
   * this limit off (benchmarks).
   */
  max: number
  /** Posts of any kind, refused ones included, one address may send per window; 0 turns it off. */
  postsMax: number
  windowMs: number
}

/** The site's one database: leads, their outbox and the staff accounts. */
export interface DatabaseConfig {
  /** Folder of the embedded SQLite database (and of the generated form-token secret). */
  dataDir: string
  /** A postgres:// URL switches the database to PostgreSQL; otherwise SQLite in dataDir. */
  databaseUrl?: string
}

/** The email that tells staff about a new lead. */
export interface MailConfig {
  /** Mail server for lead notifications; without it notifications wait in the outbox. */
  smtpUrl?: string
  leadsNotifyTo: string
  /** The sender of notifications. */
  mailFrom: string
}

/** The contact form's defences: its time token and its rate limit. */
export interface ContactConfig {
  /** Signs the form time tokens; without it a random secret is kept in the data folder. */
  formTokenSecret?: string
  /** A submission sooner than this after the form was served is a bot's. */
  formTokenMinAgeMs: number
  rateLimit: RateLimitConfig
}

/** How long a client may take (Fastify's server timeouts), so slow or silent ones are let go. */
export interface TimeoutConfig {
  /** The whole request, headers and body, must arrive within this (requestTimeout). */
  requestMs: number
  /** A connection silent for this long is closed (connectionTimeout, the socket's idle timeout). */
  connectionMs: number
  /** An idle keep-alive connection is closed after this (keepAliveTimeout). */
  keepAliveMs: number
}

/** Publishing the translators' changes (src/server/publish). */
export interface PublishConfig {
  /** How often every instance checks for a newer live build; 0 turns polling off. */
  pollMs: number
  /** Builds kept in DATA_DIR/builds (the live one and the one served before it always are). */
  keepBuilds: number
}

export interface ServerConfig {
  port: number
  host: string
  siteUrl: string
  /** The prerendered site: dist/client after `npm run build`. */
  clientDir: string
  /**
   * Behind a reverse proxy: whose X-Forwarded-For to believe (Fastify's trustProxy), so the
   * contact rate limit counts visitors, not the proxy's one address.
   */
  trustProxy?: false | number | string
  database: DatabaseConfig
  mail: MailConfig
  contact: ContactConfig
  timeouts: TimeoutConfig
  publish: PublishConfig
  /** The staff account created at start when absent (ADMIN_EMAIL and ADMIN_PASSWORD). */
  admin?: { email: string; password: string }
}

/**
 * The number of proxies in front of the server, or their addresses (CIDRs allowed): never
 * 'true', which would believe whatever X-Forwarded-For a client sends.
 */
function readTrustProxy(raw: string | undefined): false | number | string {
  if (!raw || raw === 'false') return false
  if (raw === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For: set the number of proxies in front (e.g. 1) or their addresses',
    )
  }
  if (/^\d+$/.test(raw)) return Number(raw)
  return raw
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}, not "${raw}"`)
  return value
}

/** Where the database is, with defaults that work with no configuration at all (SQLite in ./data). */
export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
  }
}

function readMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    leadsNotifyTo: env.LEADS_NOTIFY_TO || mailboxes.sales,
    mailFrom: env.MAIL_FROM || `Bayan Digital website <no-reply@${new URL(siteUrl()).hostname}>`,
  }
}

function readContactConfig(env: NodeJS.ProcessEnv): ContactConfig {
  return {
    formTokenSecret: env.FORM_TOKEN_SECRET || undefined,
    formTokenMinAgeMs: integer(env, 'FORM_TOKEN_MIN_AGE_MS', 3000),
    rateLimit: {
      max: integer(env, 'CONTACT_RATE_LIMIT_MAX', contactRateLimit.max),
      postsMax: integer(env, 'CONTACT_RATE_LIMIT_POSTS_MAX', contactRateLimit.postsMax),
      windowMs: integer(env, 'CONTACT_RATE_LIMIT_WINDOW_MS', contactRateLimit.windowMinutes * 60 * 1000, 1),
    },
  }
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
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    database: readDatabaseConfig(env),
    mail: readMailConfig(env),
    contact: readContactConfig(env),
    timeouts: {
      requestMs: integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1),
      connectionMs: integer(env, 'CONNECTION_TIMEOUT_MS', 20_000, 1),
      keepAliveMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 1),
    },
    publish: {
      pollMs: integer(env, 'PUBLISH_POLL_MS', 15_000),
      keepBuilds: integer(env, 'PUBLISH_KEEP_BUILDS', 5, 1),
    },
    ...readAdminAccount(env),
  }
}

/** ADMIN_EMAIL and ADMIN_PASSWORD come together or not at all: half an account is a mistake. */
function readAdminAccount(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'admin'> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env
  if (!email && !password) return {}
  if (!email || !password) throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither')
  return { admin: { email, password } }
}

import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readConfig } from './config.server.ts'

describe('server configuration', () => {
  it('needs no configuration at all: SQLite in ./data, mail waiting, 5 messages and 30 posts per 10 minutes', () => {
    const config = readConfig({})
    expect(config.database).toMatchObject({ dataDir: path.resolve('data'), databaseUrl: undefined })
    expect(config.mail).toMatchObject({ smtpUrl: undefined })
    expect(config.contact).toMatchObject({
      formTokenSecret: undefined,
      formTokenMinAgeMs: 3000,
      rateLimit: { max: 5, postsMax: 30, windowMs: 600_000 },
    })
    expect(config.mail.leadsNotifyTo).toContain('@')
    expect(config.trustProxy).toBe(false)
  })

  it('reads every database, mail and contact setting from the environment', () => {
    const config = readConfig({
      DATA_DIR: '/srv/agency',
      DATABASE_URL: 'postgres://agency@db/agency',
      SMTP_URL: 'smtp://mail.example.com:587',
      LEADS_NOTIFY_TO: 'leads@example.com',
      FORM_TOKEN_SECRET: 'shared',
      FORM_TOKEN_MIN_AGE_MS: '0',
      CONTACT_RATE_LIMIT_MAX: '0',
      CONTACT_RATE_LIMIT_POSTS_MAX: '50',
      CONTACT_RATE_LIMIT_WINDOW_MS: '1000',
      TRUST_PROXY: '10.0.0.1,10.0.0.2',
    })
    expect(config.database).toMatchObject({ dataDir: '/srv/agency', databaseUrl: 'postgres://agency@db/agency' })
    expect(config.mail).toMatchObject({ smtpUrl: 'smtp://mail.example.com:587', leadsNotifyTo: 'leads@example.com' })
    expect(config.contact).toMatchObject({
      formTokenSecret: 'shared',
      formTokenMinAgeMs: 0,
      rateLimit: { max: 0, postsMax: 50, windowMs: 1000 },
    })
    expect(config.trustProxy).toBe('10.0.0.1,10.0.0.2')
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
  })

  it('refuses TRUST_PROXY=true, which would believe any X-Forwarded-For a client sends', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY')
  })

  it('refuses a rate limit that is not a whole number', () => {
    expect(() => readConfig({ CONTACT_RATE_LIMIT_MAX: 'five' })).toThrow('CONTACT_RATE_LIMIT_MAX')
    expect(() => readConfig({ CONTACT_RATE_LIMIT_POSTS_MAX: '-1' })).toThrow('CONTACT_RATE_LIMIT_POSTS_MAX')
    expect(() => readConfig({ CONTACT_RATE_LIMIT_WINDOW_MS: '0' })).toThrow('CONTACT_RATE_LIMIT_WINDOW_MS')
  })

  it('takes the first admin account only when both its address and password are given', () => {
    expect(readConfig({}).admin).toBeUndefined()
    expect(readConfig({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'a long enough password' }).admin).toEqual({
      email: 'owner@example.com',
      password: 'a long enough password',
    })
    expect(() => readConfig({ ADMIN_EMAIL: 'owner@example.com' })).toThrow('ADMIN_PASSWORD')
  })

  it('polls for a newer published build every 15 s and keeps five builds unless told otherwise', () => {
    expect(readConfig({}).publish).toEqual({ pollMs: 15_000, keepBuilds: 5 })
    expect(readConfig({ PUBLISH_POLL_MS: '0', PUBLISH_KEEP_BUILDS: '3' }).publish).toEqual({ pollMs: 0, keepBuilds: 3 })
    expect(() => readConfig({ PUBLISH_KEEP_BUILDS: '0' })).toThrow('PUBLISH_KEEP_BUILDS')
  })
})

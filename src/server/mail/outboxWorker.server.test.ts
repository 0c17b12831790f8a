import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import nodemailer from 'nodemailer'
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createContactMessages } from '../contact/contactMessages.server.ts'
import { contactRoute } from '../contact/contactRoute.server.ts'
import { createFormTokens } from '../contact/formToken.server.ts'
import { databasePlugin } from '../db/databasePlugin.server.ts'
import { type TestDatabase, testDatabaseTargets } from '../db/testDatabases.server.ts'
import { externalPlugins } from '../externalPlugins.server.ts'
import { createLeads, type Leads } from '../leads/leads.server.ts'
import { leadsPlugin } from '../leads/leadsPlugin.server.ts'
import { createOutbox, retryDelayMs } from '../leads/outbox.server.ts'
import { leadNotification } from './leadNotification.server.ts'
import { type OutboxWorker, startOutboxWorker } from './outboxWorker.server.ts'

interface Received {
  from: string
  to: string[]
  raw: string
}

/** A real SMTP server on a free port; `mode` decides how it answers the next message. */
class TestMailServer {
  received: Received[] = []
  mode: 'accept' | 'reject' | 'hold' = 'accept'
  private release: (() => void) | undefined
  private arrived: (() => void) | undefined
  server: SMTPServer | undefined
  port = 0

  async start(port = 0) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream: SMTPServerDataStream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          if (this.mode === 'reject') {
            callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }))
            return
          }
          const accept = () => {
            this.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            })
            callback()
          }
          if (this.mode === 'hold') {
            this.release = accept
            this.arrived?.()
          } else accept()
        })
      },
    })
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve))
    this.port = (this.server.server.address() as AddressInfo).port
  }

  /** Resolves when a held message has reached the server (and waits there). */
  whenHeld() {
    return new Promise<void>((resolve) => {
      if (this.release) resolve()
      else this.arrived = resolve
    })
  }

  releaseHeld() {
    this.mode = 'accept'
    this.release?.()
    this.release = undefined
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }
}

const silentLog = { info() {}, warn() {}, error() {} }

describe.each(testDatabaseTargets)('lead notifications on $name', (target) => {
  let database: TestDatabase
  let leads: Leads
  let mail: TestMailServer
  let worker: OutboxWorker | undefined
  let clock: Date

  beforeEach(async () => {
    database = await target.create()
    leads = createLeads(database.db)
    mail = new TestMailServer()
    await mail.start()
    clock = new Date('2026-11-21T12:00:00Z')
  })
  afterEach(async () => {
    mail.releaseHeld()
    await worker?.stop()
    worker = undefined
    await mail.stop()
    await database.drop()
  })

  function startWorker() {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: mail.port,
      secure: false,
      ignoreTLS: true,
      connectionTimeout: 2000,
      greetingTimeout: 2000,
      socketTimeout: 5000,
    })
    worker = startOutboxWorker({
      outbox: createOutbox(database.db),
      transport,
      from: 'website@bayandigital.com',
      log: silentLog,
      pollMs: 60_000,
      now: () => clock,
    })
    return worker
  }

  async function storeLead() {
    return leads.insert(
      {
        idempotencyKey: crypto.randomUUID(),
        name: 'Sara Ahmed',
        email: 'sara@example.pk',
        phone: '0300-1234567',
        message: 'Please quote for a WordPress site with Urdu and English.',
        locale: 'ur',
        page: '/contact',
        userAgent: null,
        ip: null,
      },
      leadNotification('leads@bayandigital.com'),
      clock,
    )
  }

  async function outboxRow(leadId: number) {
    return database.db.selectFrom('outbox').selectAll().where('lead_id', '=', leadId).executeTakeFirstOrThrow()
  }

  it('delivers the notification as plain text with Reply-To the visitor, and marks it sent', async () => {
    const { id } = await storeLead()
    await startWorker().drain()
    expect(mail.received).toHaveLength(1)
    const [message] = mail.received
    expect(message?.to).toEqual(['leads@bayandigital.com'])
    expect(message?.raw).toMatch(/^Reply-To: sara@example\.pk/m)
    expect(message?.raw).toMatch(/^Content-Type: text\/plain/m)
    expect(message?.raw).toContain('Sara Ahmed')
    expect(message?.raw).toContain('0300-1234567')
    expect(message?.raw).toContain('Language: ur')
    const row = await outboxRow(id)
    expect(row.sent_at).not.toBeNull()
    expect(row.attempts).toBe(1)
  })

  it('retries with a growing delay while the mail server refuses, then delivers once', async () => {
    const { id } = await storeLead()
    mail.mode = 'reject'
    const running = startWorker()
    await running.drain()
    let row = await outboxRow(id)
    expect(row.sent_at).toBeNull()
    expect(row.attempts).toBe(1)
    expect(row.last_error).toContain('451')
    expect(new Date(row.next_attempt_at).getTime()).toBe(clock.getTime() + retryDelayMs(1))

    // Not due yet: nothing is sent early.
    mail.mode = 'accept'
    await running.drain()
    expect(mail.received).toHaveLength(0)

    clock = new Date(clock.getTime() + retryDelayMs(1))
    await running.drain()
    expect(mail.received).toHaveLength(1)
    row = await outboxRow(id)
    expect(row.sent_at).not.toBeNull()
    await running.drain()
    expect(mail.received).toHaveLength(1)
  })

  it('keeps the notification through a mail server outage and sends it when the server is back', async () => {
    const { id } = await storeLead()
    const port = mail.port
    await mail.stop()
    const running = startWorker()
    await running.drain()
    const row = await outboxRow(id)
    expect(row.attempts).toBe(1)
    expect(row.sent_at).toBeNull()
    expect(row.last_error).toBeTruthy()

    await mail.start(port)
    clock = new Date(clock.getTime() + retryDelayMs(1))
    await running.drain()
    expect(mail.received).toHaveLength(1)
    expect((await outboxRow(id)).sent_at).not.toBeNull()
  })

  it('backs off 30 s, doubling, at most an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelayMs(20)).toBe(3_600_000)
  })

  it('gives each due row to one worker when several instances claim at once', async () => {
    for (let index = 0; index < 8; index++) await storeLead()
    const instances = [createOutbox(database.db), createOutbox(database.db), createOutbox(database.db)]
    const claims = await Promise.all(instances.map((outbox) => outbox.claimDue(clock, 8)))
    const ids = claims.flat().map((claimed) => claimed.id)
    expect(ids).toHaveLength(8)
    expect(new Set(ids).size).toBe(8)
  })

  it('answers the visitor while the mail server is still holding the notification', async () => {
    mail.mode = 'hold'
    const running = startWorker()
    const app = Fastify({ logger: false })
    const tokens = createFormTokens('secret', 3000)
    await app.register(externalPlugins, { https: false })
    await app.register(databasePlugin, database.options)
    await app.register(leadsPlugin)
    app.decorate('mail', { notification: leadNotification('leads@bayandigital.com'), kick: () => running.kick() })
    await app.register(contactRoute, {
      tokens,
      messages: createContactMessages(),
      rateLimit: { max: 0, postsMax: 0, windowMs: 1 },
      renderContactPage: async () => '',
    })
    try {
      // The route stamps the lead with the real time: the worker's clock is ahead of it, however
      // long building the app took on a busy machine.
      clock = new Date(Date.now() + 60_000)
      const idempotencyKey = crypto.randomUUID()
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Sara Ahmed',
          email: 'sara@example.pk',
          message: 'Please quote for a WordPress site.',
          locale: 'ur',
          page: '/contact',
          idempotencyKey,
          formToken: tokens.issue(Date.now() - 60_000),
        },
      })
      expect(response.statusCode).toBe(201)
      await mail.whenHeld()
      // The visitor has the answer; the notification is still on its way.
      // The public reply carries no lead id: find the lead by its idempotency key.
      const { id } = await database.db
        .selectFrom('leads')
        .select('id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow()
      expect((await outboxRow(Number(id))).sent_at).toBeNull()
      mail.releaseHeld()
      await running.drain()
      expect((await outboxRow(Number(id))).sent_at).not.toBeNull()
    } finally {
      await app.close()
    }
  })
})

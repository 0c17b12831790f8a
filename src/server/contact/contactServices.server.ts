import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { ContactConfig } from '../config.server.ts'
import { type OpenDatabase, openDatabase } from '../db/openDatabase.server.ts'
import { createLeadsRepository, type LeadsRepository } from '../leads/leadsRepository.server.ts'
import { createOutbox } from '../mail/outbox.server.ts'
import { type OutboxWorker, startOutboxWorker } from '../mail/outboxWorker.server.ts'
import { createFormTokens, type FormTokens, loadFormTokenSecret } from './formToken.server.ts'

export interface ContactServices {
  database: OpenDatabase
  leads: LeadsRepository
  tokens: FormTokens
  /** Absent without SMTP_URL: notifications then wait in the outbox. */
  worker?: OutboxWorker
  close(): Promise<void>
}

/** The database, the token signer and the mail worker behind the contact form. */
export async function startContactServices(config: ContactConfig, log: FastifyBaseLogger): Promise<ContactServices> {
  const database = await openDatabase(config)
  log.info({ database: database.location }, 'database ready')
  const tokens = createFormTokens(loadFormTokenSecret(config.formTokenSecret, config.dataDir), config.formTokenMinAgeMs)
  let worker: OutboxWorker | undefined
  if (config.smtpUrl) {
    // Timeouts keep a dead mail server from holding a pass for minutes; the row is retried.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    worker = startOutboxWorker({ outbox: createOutbox(database.db), transport, from: config.mailFrom, log })
  } else {
    log.warn('SMTP_URL is not set: lead notifications wait in the outbox')
  }
  return {
    database,
    leads: createLeadsRepository(database.db),
    tokens,
    worker,
    async close() {
      await worker?.stop()
      await database.db.destroy()
    },
  }
}

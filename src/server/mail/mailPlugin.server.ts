import nodemailer from 'nodemailer'
import type { MailConfig } from '../config.server.ts'
import type { Lead } from '../leads/lead.server.ts'
import type { LeadNotification } from '../leads/outbox.server.ts'
import { sharedPlugin } from '../plugin.server.ts'
import { leadNotification } from './leadNotification.server.ts'
import { startOutboxWorker } from './outboxWorker.server.ts'

/** What the contact route needs from the mail: the notification to queue, and a nudge to send it. */
export interface LeadMail {
  /** The notification a new, non-spam lead queues in the outbox. */
  notification(lead: Lead): LeadNotification
  /** A notification was just queued: the worker looks now instead of at its next poll. */
  kick(): void
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: LeadMail
  }
}

/**
 * Lead notifications: with SMTP_URL an outbox worker sends them, and finishes its pass when the app
 * closes (before the database, which was registered first); without it they wait in the outbox.
 */
export const mailPlugin = sharedPlugin(
  async (app, config: MailConfig) => {
    const worker = config.smtpUrl
      ? startOutboxWorker({
          outbox: app.leads.outbox,
          // Timeouts keep a dead mail server from holding a pass for minutes; the row is retried.
          transport: nodemailer.createTransport({
            url: config.smtpUrl,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          }),
          from: config.mailFrom,
          log: app.log,
        })
      : undefined
    if (!worker) app.log.warn('SMTP_URL is not set: lead notifications wait in the outbox')
    app.decorate('mail', {
      notification: leadNotification(config.leadsNotifyTo),
      kick: () => worker?.kick(),
    })
    app.addHook('onClose', async () => {
      await worker?.stop()
    })
  },
  { name: 'mail', dependencies: ['leads'] },
)

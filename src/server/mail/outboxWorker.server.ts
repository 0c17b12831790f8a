import type { FastifyBaseLogger } from 'fastify'
import type { Transporter } from 'nodemailer'
import type { Outbox, PendingMail } from '../leads/outbox.server.ts'

export interface OutboxWorkerOptions {
  outbox: Outbox
  transport: Pick<Transporter, 'sendMail'>
  from: string
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  /** How often to look for due rows when nothing kicked the worker (retries, other instances). */
  pollMs?: number
  now?: () => Date
}

export interface OutboxWorker {
  /** Look now: a lead was just stored. Returns at once; the visitor never waits for mail. */
  kick(): void
  /** Runs one pass to completion: for tests and shutdown. */
  drain(): Promise<void>
  stop(): Promise<void>
}

/** Sends pending notifications one pass at a time; a pass never overlaps another in this process. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { outbox, transport, from, log } = options
  const now = options.now ?? (() => new Date())
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  async function send(mail: PendingMail) {
    try {
      await transport.sendMail({
        from,
        to: mail.recipient,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.body,
      })
      await outbox.markSent(mail.id, now())
      log.info({ outboxId: mail.id, leadId: mail.leadId }, 'lead notification sent')
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await outbox.markFailed(mail, message, now())
      log.warn({ outboxId: mail.id, attempts: mail.attempts + 1, err: message }, 'lead notification failed; will retry')
    }
  }

  async function pass() {
    do {
      again = false
      const batch = await outbox.claimDue(now())
      for (const mail of batch) await send(mail)
      if (batch.length > 0) again = true
    } while (again && !stopped)
  }

  function run(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = pass()
      .catch((error) => log.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        running = undefined
      })
    return running
  }

  const timer = setInterval(() => void run(), options.pollMs ?? 15_000)
  timer.unref()
  void run()

  return {
    kick() {
      if (!stopped) void run()
    },
    async drain() {
      await run()
      // A kick during the pass asked for another one.
      if (running) await running
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}

import { sharedPlugin } from '../plugin.server.ts'
import { createLeads, type Leads } from './leads.server.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every query on leads and their outbox. */
    leads: Leads
  }
}

/** Puts the leads on the app's database, for the contact route, the admin and the mail worker. */
export const leadsPlugin = sharedPlugin(
  async (app) => {
    app.decorate('leads', createLeads(app.database.db))
  },
  { name: 'leads', dependencies: ['database'] },
)

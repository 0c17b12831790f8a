import type { Leads } from '../leads/leads.server.ts'
import type { LeadMail } from '../mail/mailPlugin.server.ts'
import type { ContactMessages } from './contactMessages.server.ts'
import type { FormTokens } from './formToken.server.ts'
import type { RenderContactPage } from './renderContactPage.server.ts'

/** What every piece of the contact route is given. */
export interface ContactContext {
  leads: Leads
  mail: LeadMail
  tokens: FormTokens
  messages: ContactMessages
  renderContactPage: RenderContactPage
}

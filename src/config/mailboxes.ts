export const mailboxes = {
  support: 'support@bayandigital.com',
  sales: 'sales@bayandigital.com',
} as const

export type MailboxId = keyof typeof mailboxes

/**
 * WhatsApp's click-to-chat link: https://wa.me/<the number's digits>?text=<the first message>.
 * It opens the app on a phone and WhatsApp Web elsewhere, with the message typed but not sent.
 */
export function whatsappUrl(e164: string, message: string): string {
  const digits = e164.replace(/\D/g, '')
  if (digits.length < 8) throw new Error(`"${e164}" is not a full international number`)
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`
}

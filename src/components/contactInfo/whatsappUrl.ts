/**
 * WhatsApp's click-to-chat link: https://wa.me/<the number's digits>?text=<the first message>.
 * It opens the app on a phone and WhatsApp Web elsewhere, with the message typed but not sent.
 */
export function whatsappUrl(e164: string, message: string): string {
  const digits = e164.replace(/\D/g, '')
  if (digits.length < 8) throw new Error(`"${e164}" is not a full international number`)
  return `https://wa.me/${digits}?text=${encodeQueryText(message)}`
}

/**
 * The message with its letters, marks and digits as they are and everything else (spaces,
 * punctuation, & # % +) percent-encoded: a URL may carry Arabic and Urdu letters as they are (the
 * browser encodes them on the way out), and each link is on a page several times (action bar,
 * menu, footer, closing band), where an encoded Urdu letter takes 6 bytes and a plain one 2.
 */
function encodeQueryText(text: string): string {
  return text.replace(/[^\p{L}\p{M}\p{N}]/gu, (character) => encodeURIComponent(character))
}

/**
 * A mailto: link to exactly one address. Each part of the address is percent-encoded (RFC 6068),
 * so a '?' or '&' in what the visitor typed can never add a bcc, a subject or a body.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@')
  if (at === -1) return `mailto:${encodeURIComponent(address)}`
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
}

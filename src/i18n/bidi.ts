/**
 * Wraps left-to-right text (a phone number, an address) in Unicode isolates, so that inside an
 * Arabic or Urdu sentence '+971 4 552 9310' is not reordered into '9310 552 4 971+'.
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`
}

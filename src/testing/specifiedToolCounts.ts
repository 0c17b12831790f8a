// The tool counts per category that the specification gives, in the order the page shows them.
// Written out, not read from the catalogue, so a catalogue change that breaks them fails the
// unit test (src/config/toolCatalogue.test.ts) and the browser test (tests/products.spec.ts).
export const specifiedToolCounts: Record<string, number> = {
  pdf: 14,
  seo: 11,
  text: 31,
  developer: 31,
  image: 27,
  video: 14,
  qr: 6,
  dateTime: 12,
  utility: 4,
}

/**
 * Structured data for search engines. A JSON-LD script is data, not code: the browser does not run
 * it, so the Content-Security-Policy allows it. "<" is escaped so no value can close the tag.
 */
export function JsonLdScript({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, never executed
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}

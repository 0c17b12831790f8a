import rehypeAutolinkHeadings from 'rehype-autolink-headings'
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeSlug from 'rehype-slug'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { type Locale, localeInfo } from '#i18n/locales.ts'
import { rehypeIsolateLtr } from './rehypeIsolateLtr.ts'
import { rehypeTallWords } from './rehypeTallWords.ts'
import urduTallWords from './urduTallWords.json'

const headings = ['h2', 'h3', 'h4', 'h5', 'h6'] as const

/**
 * GitHub's schema, extended on purpose for heading anchors and nothing else:
 * - ids are not prefixed ("user-content-"), so #a-heading from rehype-slug works without script.
 *   Markdown cannot write an id itself (raw HTML is dropped before this step, and GFM footnote
 *   ids are already prefixed by remark-rehype), so every id here came from rehype-slug.
 * - the anchor link keeps its class and accessible name, and the "#" its aria-hidden.
 */
export const articleSchema: SanitizeSchema = {
  ...defaultSchema,
  clobber: (defaultSchema.clobber ?? []).filter((name) => name !== 'id'),
  attributes: {
    ...defaultSchema.attributes,
    ...Object.fromEntries(headings.map((tag) => [tag, [...(defaultSchema.attributes?.[tag] ?? []), 'id']])),
    // One className rule per element: GFM's footnote class and ours.
    a: [
      ...(defaultSchema.attributes?.a ?? []).filter((rule) => !(Array.isArray(rule) && rule[0] === 'className')),
      ['className', 'data-footnote-backref', 'heading-anchor'],
    ],
    span: [...(defaultSchema.attributes?.span ?? []), 'ariaHidden'],
  },
}

export interface MarkdownLabels {
  /** The anchor link's accessible name for a heading, e.g. 'Link to the section “Pricing”'. */
  anchor: (heading: string) => string
}

function textOf(node: { type: string; value?: string; children?: unknown[] }): string {
  if (node.type === 'text') return node.value ?? ''
  return (node.children ?? []).map((child) => textOf(child as typeof node)).join('')
}

/**
 * Markdown to sanitized HTML: GFM, headings with ids and an accessible "#" link after each; in a
 * right-to-left article, left-to-right runs isolated (+44 stays +44).
 */
export function renderMarkdown(markdown: string, labels: MarkdownLabels, locale: Locale = 'en'): string {
  const pipeline = unified()
    .use(remarkParse)
    .use(remarkGfm)
    // Raw HTML in Markdown is dropped here (allowDangerousHtml is off) and again by the sanitizer.
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeAutolinkHeadings, {
      behavior: 'append',
      test: [...headings],
      properties: (heading) => ({ className: ['heading-anchor'], ariaLabel: labels.anchor(textOf(heading)) }),
      content: {
        type: 'element',
        tagName: 'span',
        properties: { ariaHidden: 'true' },
        children: [{ type: 'text', value: '#' }],
      },
    })
    .use(rehypeSanitize, articleSchema)
  // After the sanitizer, which would drop the dir attribute; it adds nothing from the article.
  if (localeInfo[locale].dir === 'rtl') pipeline.use(rehypeIsolateLtr)
  // Nastaliq words that climb into the line above get a taller line (src/tooling/tallWords.ts).
  if (locale === 'ur') pipeline.use(rehypeTallWords, urduTallWords)
  return String(pipeline.use(rehypeStringify).processSync(markdown))
}

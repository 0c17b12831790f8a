// The byte budgets of every prerendered page, checked after each build by `npm run budgets`
// (scripts/check-budgets.ts, part of `npm test`). Bytes are what a browser that accepts brotli
// downloads; unlike Lighthouse scores they never flake, so a page over its budget fails the build.
// Scores stay in `npm run bench`.
import type { PageWeight } from './pageWeights.ts'

const KB = 1024

export interface Budget {
  /** The prerendered HTML, brotli (its critical CSS is inline). */
  html: number
  /** Stylesheets the page links: none may block the first paint. */
  css: number
  /** JavaScript the page loads by itself, before anyone uses it. */
  js: number
  /**
   * How many script files that is. Each is one more request in flight beside the fonts before the
   * first paint; on a Urdu page one more can cost a round trip (decision 0013).
   */
  scriptFiles: number
  /** JavaScript it loads on demand (the contact form's island, once the form is used). */
  lazyJs: number
  /** Font files its text makes the browser download, preloaded or not (pageFonts.ts). */
  fonts: number
}

export const budgets = {
  /**
   * Every page but the contact form: HTML and a framework-free script of about 1.6 KB (decision
   * 0001). The HTML budget was 16 KB until every page gained the phone action bar and the menu
   * sheet's Call and WhatsApp links (about 0.8 KB), and 17 KB until the footer gained each
   * office's WhatsApp line and Products the closing band (quote, call, WhatsApp; about 0.6 KB).
   * /ur/products, 150 tool links, is the largest; at over 14.6 KB it needs a second round trip
   * either way (decision 0013). 19 KB since 25 November 2026: the tool screens' pictures, the
   * closing band's and the footer's longer labels took /ur/products to 18.1 KB. The script: 2 KB
   * until the portfolio's (filters, Quick look) also slid the phone's action bar away while the
   * grid scrolls (round-10 reviews), 2.1 KB.
   */
  content: { html: 19 * KB, css: 0, js: 2.25 * KB, scriptFiles: 1, lazyJs: 0, fonts: 90 * KB },
  /**
   * The contact pages: before the form is used, the layout script and the island's 1 KB loader,
   * with Vite's preload helper in a file of its own (the island's chunks import it too).
   * The island itself is React DOM (57 KB), MUI's field parts with Emotion and the theme (45 KB),
   * Formik and yup (24 KB) and the form (6 KB); it loads after the page, when the form is used.
   */
  contact: { html: 16 * KB, css: 0, js: 5 * KB, scriptFiles: 2, lazyJs: 140 * KB, fonts: 90 * KB },
  /**
   * The case studies (/portfolio/<slug>, the 8 portfolio projects and the featured one in 3
   * languages): HTML-only like content pages,
   * with a tighter HTML budget (about 10 KB in English; 13.2 KB for the Urdu Hearth & Loom, with
   * its timeline, four figures and three similar projects). Their product screens are images, not
   * counted. 14.5 KB since the evening of 25 November 2026: Urdu sizes grow from a laptop up (each
   * a calc() of the page's text scale, about 40 bytes) and client names are kept on one line
   * (their spans), which took the Urdu Hearth & Loom to 14.02 KB.
   */
  caseStudy: { html: 14.5 * KB, css: 0, js: 2 * KB, scriptFiles: 1, lazyJs: 0, fonts: 90 * KB },
} as const satisfies Record<string, Budget>

export type PageType = keyof typeof budgets

/** The budget a page is held to. */
export function budgetOf(urlPath: string): Budget {
  return budgets[pageType(urlPath)]
}

/**
 * '/contact', '/ar/contact', '/ur/contact' are the contact pages; '/portfolio/<slug>' in any
 * locale a case study; every other page is content.
 */
export function pageType(urlPath: string): PageType {
  if (/^(\/(ar|ur))?\/contact$/.test(urlPath)) return 'contact'
  if (/^(\/(ar|ur))?\/portfolio\/[^/]+$/.test(urlPath)) return 'caseStudy'
  return 'content'
}

/** Each figure of each page over its budget, e.g. '/ur/blog: fonts 95.1 KB > 90.0 KB'. */
export function overBudget(weights: readonly PageWeight[]): string[] {
  const show = (figure: keyof Budget, value: number) =>
    figure === 'scriptFiles' ? String(value) : `${(value / KB).toFixed(1)} KB`
  return weights.flatMap((weight) => {
    const budget = budgetOf(weight.urlPath)
    return (Object.keys(budget) as (keyof Budget)[])
      .filter((figure) => weight[figure] > budget[figure])
      .map((figure) => `${weight.urlPath}: ${figure} ${show(figure, weight[figure])} > ${show(figure, budget[figure])}`)
  })
}

// The portfolio: which projects the site shows, in which category, with which product screen,
// stack, timeline and measured results. These eight are the grid of /portfolio (the specification
// fixes it at eight cards); the featured project (featuredProject.ts) has a case-study page of the
// same kind but no card. Names and case-study texts are in locales/<lng>/portfolio.json under
// projectTexts.<id> and locales/<lng>/caseStudies.json under projects.<id>; the filter labels
// under filters.<category>.
import type { OfficeId } from './offices.ts'

/** The categories a visitor can filter by, in the order the filter buttons show them. */
export const portfolioCategories = ['web', 'pos', 'wordpress', 'shopify'] as const
export type PortfolioCategory = (typeof portfolioCategories)[number]

/** 'all' plus every category: the five filter buttons. */
export const portfolioFilters = ['all', ...portfolioCategories] as const

/** A measured result; its label is portfolio:metrics.<label>. */
export interface ProjectMetric {
  label: 'conversion' | 'orders' | 'checkoutTime' | 'loadTime' | 'enquiries' | 'stockErrors' | 'branches' | 'hoursSaved'
  value: number
  unit: 'percent' | 'count'
}

/**
 * A product screen rendered by `npm run screens` (scripts/product-screens) into
 * public/images/screens/<name>-<width>.avif and .webp, one file per width in screenWidths.
 */
export interface ProductScreen {
  name: string
  /**
   * The name of its portrait crop for phones, where it has one (files named as the screen's): a
   * whole scene at 1280 px shrinks its text to 3-5 px on a 390 px phone, so there, below 600 px,
   * the pictures that show it large (the featured section, its case study) show this instead.
   */
  phone?: string
}

/** A language the interface of a product screen is drawn in (the lang of its mock-up in scripts/product-screens). */
export type ScreenLanguage = 'en' | 'ar' | 'ur'

/**
 * The product screen of a project, with the languages its interface shows, the main one first
 * (the English storefront of the fashion store, then its order confirmation in Urdu on WhatsApp).
 * Where one of them is not the language of the page, a line under the picture names them, so an
 * English buyer knows the till is in Urdu on purpose (English and Arabic reviewers, round 8).
 * Written here by hand, from the lang attributes of the mock-ups; at most two.
 */
export interface ProjectScreen extends ProductScreen {
  languages: readonly [ScreenLanguage] | readonly [ScreenLanguage, ScreenLanguage]
}

/** The widths every screen is written at; all share the 16:10 frame of screenAspect. */
export const screenWidths = [480, 800, 1200] as const
export const screenAspect = { width: 16, height: 10 } as const

/**
 * A phone crop's scene, in CSS pixels: shown about 358 px wide on a 390 px phone, its smallest
 * text (11 px) stays 9.8 px on screen. The pictures reserve its 5:7 box below 600 px.
 */
export const phoneCropScene = { width: 400, height: 560 } as const

/** What a part of the stack does; its label is caseStudies:stackRoles.<role>. */
export type StackRole =
  | 'storefront'
  | 'frontend'
  /** A Shopify theme's template language (Liquid): the store's pages, not a separate interface. */
  | 'theme'
  | 'backend'
  | 'database'
  | 'cms'
  | 'payments'
  /** Each role names what the part does in that project: a perfume shop has delivery slots, no bookings. */
  | 'deliverySlots'
  | 'bookings'
  | 'courier'
  | 'messaging'
  | 'hosting'
  | 'offline'
  | 'accounting'
  | 'search'
  | 'unitData'

export interface StackItem {
  /** A product or technology name: stays in Latin script in every language. */
  name: string
  role: StackRole
}

/** A phase of the project; its text is caseStudies:projects.<id>.timeline.<key>. */
export interface TimelineStep {
  key: 'discovery' | 'design' | 'build' | 'launch'
  weeks: number
}

export interface PortfolioProject {
  /** Stable id: the key of the project's texts and the anchor of its card and case study. */
  id: string
  /** The last part of its own page's address, /portfolio/<slug>: lowercase words and hyphens. */
  slug: string
  category: PortfolioCategory
  /**
   * The office whose market the client is in: the portfolio shows the reader's own market first
   * (a UK buyer sees the Birmingham portal and the London practice before Gulf and Pakistani work).
   */
  market: OfficeId
  screen: ProjectScreen
  stack: readonly StackItem[]
  timeline: readonly TimelineStep[]
  metrics?: readonly ProjectMetric[]
  /**
   * A screen for each language, where the product itself is one per market (the featured
   * platform's storefronts): the page of that language shows its own instead of `screen`.
   */
  screens?: Readonly<Record<ScreenLanguage, ProjectScreen>>
  /**
   * The ids of the projects its case study suggests first (any case study's, the featured one's
   * included). Chosen by hand, by market before category: a reader of the Dubai oud store wants
   * more Gulf work in Arabic, not a Karachi store shown in Urdu with prices in rupees, which its
   * category alone picked (round-4 Arabic review); then its closest kin in its category. (Comments
   * here avoid apostrophes: the font check reads quoted text in src/config as page text.)
   */
  similar?: readonly string[]
}

/** A timeline of the four phases, in weeks each. */
export const timelineSteps = (discovery: number, design: number, build: number, launch: number): TimelineStep[] => [
  { key: 'discovery', weeks: discovery },
  { key: 'design', weeks: design },
  { key: 'build', weeks: build },
  { key: 'launch', weeks: launch },
]

export const portfolioProjects: readonly PortfolioProject[] = [
  {
    id: 'perfumeStore',
    slug: 'perfume-oud-store',
    category: 'shopify',
    market: 'uae',
    screen: { name: 'perfume-store', languages: ['ar'] },
    stack: [
      { name: 'Shopify', role: 'storefront' },
      { name: 'Liquid', role: 'theme' },
      { name: 'Network International', role: 'payments' },
      { name: 'Shopify Flow', role: 'deliverySlots' },
    ],
    timeline: timelineSteps(2, 3, 5, 2),
    metrics: [
      { label: 'conversion', value: 42, unit: 'percent' },
      { label: 'checkoutTime', value: 35, unit: 'percent' },
    ],
    // The Gulf: the Sharjah pharmacies, the Riyadh developer, Hearth & Loom (Dubai Mall, dirhams).
    similar: ['pharmacyPos', 'propertySite', 'hearthAndLoom'],
  },
  {
    id: 'restaurantPos',
    slug: 'restaurant-pos',
    category: 'pos',
    market: 'pk',
    screen: { name: 'restaurant-pos', languages: ['ur'] },
    stack: [
      { name: 'React', role: 'frontend' },
      { name: 'Node.js', role: 'backend' },
      { name: 'PostgreSQL', role: 'database' },
      { name: 'SQLite', role: 'offline' },
    ],
    timeline: timelineSteps(3, 3, 10, 4),
    metrics: [
      { label: 'branches', value: 6, unit: 'count' },
      { label: 'orders', value: 28, unit: 'percent' },
    ],
    // Pakistan: the Karachi store, the Islamabad school; then the other POS.
    similar: ['fashionStore', 'schoolPortal', 'pharmacyPos'],
  },
  {
    id: 'wholesalePortal',
    slug: 'wholesale-ordering-portal',
    category: 'web',
    market: 'uk',
    screen: { name: 'wholesale-portal', languages: ['en'] },
    stack: [
      { name: 'Next.js', role: 'frontend' },
      { name: 'Node.js', role: 'backend' },
      { name: 'PostgreSQL', role: 'database' },
      { name: 'Xero', role: 'accounting' },
    ],
    timeline: timelineSteps(2, 2, 8, 2),
    metrics: [{ label: 'hoursSaved', value: 30, unit: 'count' }],
    // The UK: the London practice, Hearth & Loom (York); then the other web portal.
    similar: ['clinicSite', 'hearthAndLoom', 'schoolPortal'],
  },
  {
    id: 'clinicSite',
    slug: 'dental-clinic-website',
    category: 'wordpress',
    market: 'uk',
    screen: { name: 'clinic-site', languages: ['en'] },
    stack: [
      { name: 'WordPress', role: 'cms' },
      { name: 'PHP', role: 'backend' },
      { name: 'Cal.com', role: 'bookings' },
      { name: 'Cloudflare', role: 'hosting' },
    ],
    timeline: timelineSteps(1, 2, 4, 1),
    metrics: [
      { label: 'enquiries', value: 65, unit: 'percent' },
      { label: 'loadTime', value: 58, unit: 'percent' },
    ],
    // The UK: the Birmingham portal, Hearth & Loom (York); then the other WordPress site.
    similar: ['wholesalePortal', 'hearthAndLoom', 'propertySite'],
  },
  {
    id: 'fashionStore',
    slug: 'fashion-brand-store',
    category: 'shopify',
    market: 'pk',
    screen: { name: 'fashion-store', languages: ['en', 'ur'] },
    stack: [
      { name: 'Shopify', role: 'storefront' },
      { name: 'Liquid', role: 'theme' },
      { name: 'WhatsApp Business API', role: 'messaging' },
      { name: 'PostEx', role: 'courier' },
    ],
    timeline: timelineSteps(2, 3, 6, 2),
    metrics: [{ label: 'orders', value: 80, unit: 'percent' }],
    // Pakistan: the Lahore restaurants, the Islamabad school; then the other Shopify store.
    similar: ['restaurantPos', 'schoolPortal', 'perfumeStore'],
  },
  {
    id: 'pharmacyPos',
    slug: 'pharmacy-pos-inventory',
    category: 'pos',
    market: 'uae',
    screen: { name: 'pharmacy-pos', languages: ['ar'] },
    stack: [
      { name: 'React', role: 'frontend' },
      { name: 'NestJS', role: 'backend' },
      { name: 'PostgreSQL', role: 'database' },
      { name: 'SQLite', role: 'offline' },
    ],
    timeline: timelineSteps(3, 3, 12, 4),
    metrics: [{ label: 'stockErrors', value: 90, unit: 'percent' }],
    // The Gulf: the Dubai oud store, the Riyadh developer; then the other POS.
    similar: ['perfumeStore', 'propertySite', 'restaurantPos'],
  },
  {
    id: 'schoolPortal',
    slug: 'school-parent-portal',
    category: 'web',
    market: 'pk',
    screen: { name: 'school-portal', languages: ['en', 'ur'] },
    stack: [
      { name: 'Laravel', role: 'backend' },
      { name: 'Vue.js', role: 'frontend' },
      { name: 'MySQL', role: 'database' },
      { name: 'JazzCash', role: 'payments' },
    ],
    timeline: timelineSteps(2, 3, 8, 3),
    // Pakistan: the Lahore restaurants, the Karachi store; then the other web portal.
    similar: ['restaurantPos', 'fashionStore', 'wholesalePortal'],
  },
  {
    id: 'propertySite',
    slug: 'property-developer-website',
    category: 'wordpress',
    market: 'uae',
    screen: { name: 'property-site', languages: ['ar'] },
    stack: [
      { name: 'WordPress', role: 'cms' },
      { name: 'Advanced Custom Fields', role: 'unitData' },
      { name: 'Algolia', role: 'search' },
      { name: 'HubSpot', role: 'messaging' },
    ],
    timeline: timelineSteps(2, 3, 6, 1),
    metrics: [{ label: 'enquiries', value: 120, unit: 'percent' }],
    // The Gulf: the Dubai oud store, the Sharjah pharmacies; then the other WordPress site.
    similar: ['perfumeStore', 'pharmacyPos', 'clinicSite'],
  },
]

/** The logical path of a project's own case-study page ('/portfolio/perfume-oud-store'). */
export const caseStudyPath = (project: Pick<PortfolioProject, 'slug'>) => `/portfolio/${project.slug}`

/** Weeks from the first workshop to launch: every step of a timeline added up. */
export const totalWeeks = (steps: readonly TimelineStep[]) => steps.reduce((sum, step) => sum + step.weeks, 0)

/**
 * The project About shows for each office: work for a client in that office's market, in its
 * language (the north London practice, the Dubai oud store, the Lahore restaurant chain). About
 * had no picture of anything the agency made (English and Urdu reviewers, round 7).
 */
export const officeShowcase = { uk: 'clinicSite', uae: 'perfumeStore', pk: 'restaurantPos' } as const satisfies Record<
  OfficeId,
  string
>

// The portfolio: which projects the site shows, in which category, with which picture and
// measured results. Names and case-study texts are in locales/<lng>/portfolio.json under
// projects.<id>; the filter labels under filters.<category>.

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

export interface PortfolioProject {
  /** Stable slug: the key of the project's texts and the anchor of its case study. */
  id: string
  category: PortfolioCategory
  /** An illustration under public/, with its intrinsic size (the page reserves the space). */
  image: { src: string; width: number; height: number }
  metrics?: readonly ProjectMetric[]
}

const image = (name: string) => ({ src: `/images/portfolio/${name}.svg`, width: 640, height: 400 })

export const portfolioProjects: readonly PortfolioProject[] = [
  {
    id: 'perfumeStore',
    category: 'shopify',
    image: image('perfume-store'),
    metrics: [
      { label: 'conversion', value: 42, unit: 'percent' },
      { label: 'checkoutTime', value: 35, unit: 'percent' },
    ],
  },
  {
    id: 'restaurantPos',
    category: 'pos',
    image: image('restaurant-pos'),
    metrics: [
      { label: 'branches', value: 6, unit: 'count' },
      { label: 'orders', value: 28, unit: 'percent' },
    ],
  },
  {
    id: 'wholesalePortal',
    category: 'web',
    image: image('wholesale-portal'),
    metrics: [{ label: 'hoursSaved', value: 30, unit: 'count' }],
  },
  {
    id: 'clinicSite',
    category: 'wordpress',
    image: image('clinic-site'),
    metrics: [
      { label: 'enquiries', value: 65, unit: 'percent' },
      { label: 'loadTime', value: 58, unit: 'percent' },
    ],
  },
  {
    id: 'fashionStore',
    category: 'shopify',
    image: image('fashion-store'),
    metrics: [{ label: 'orders', value: 80, unit: 'percent' }],
  },
  {
    id: 'pharmacyPos',
    category: 'pos',
    image: image('pharmacy-pos'),
    metrics: [{ label: 'stockErrors', value: 90, unit: 'percent' }],
  },
  {
    id: 'schoolPortal',
    category: 'web',
    image: image('school-portal'),
  },
  {
    id: 'propertySite',
    category: 'wordpress',
    image: image('property-site'),
    metrics: [{ label: 'enquiries', value: 120, unit: 'percent' }],
  },
]

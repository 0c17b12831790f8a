// Words and logos of real clients, shown only when the agency fills these lists in: the site
// never invents a testimonial, a person or a client logo. Both lists are empty by default, and
// the sections that show them (src/features/portfolio/ClientProof.tsx) render nothing while empty.
// Add an entry only with the client's written permission.

/** A quote in the languages the client approved; a page shows it only in those languages. */
export interface Testimonial {
  /** The quote, keyed by locale ('en', 'ar', 'ur'); at least one. */
  quote: Partial<Record<'en' | 'ar' | 'ur', string>>
  /** The person's name and role as they agreed to be named, e.g. 'Sara Khan, Operations Manager'. */
  author: string
  /** Their company, as it writes its own name. */
  company: string
  /** The id of the project in portfolioProjects.ts it speaks about, if any. */
  projectId?: string
}

/** A client logo: an SVG or PNG under public/images/clients/, with its intrinsic size. */
export interface ClientLogo {
  name: string
  src: string
  width: number
  height: number
}

export const testimonials: readonly Testimonial[] = []

export const clientLogos: readonly ClientLogo[] = []

// The header's links, in order; labels are common:nav.<key>.
export const primaryNavigation = [
  { key: 'home', path: '/' },
  { key: 'services', path: '/services' },
  { key: 'portfolio', path: '/portfolio' },
  { key: 'products', path: '/products' },
  { key: 'about', path: '/about' },
  { key: 'contact', path: '/contact' },
] as const

/** Sections the header leaves out, linked from the footer's quick links after the header's; labels are common:nav.<key>. */
export const footerOnlyNavigation = [{ key: 'blog', path: '/blog' }] as const

export const legalNavigation = [
  { key: 'privacy', path: '/privacy' },
  { key: 'terms', path: '/terms' },
  { key: 'cookies', path: '/cookies' },
  { key: 'disclaimer', path: '/disclaimer' },
] as const

/** A link is current on its own path and, except Home, on the paths below it (/blog/page/2). */
export function isCurrentPath(linkPath: string, logicalPath: string): boolean {
  if (linkPath === '/') return logicalPath === '/'
  return logicalPath === linkPath || logicalPath.startsWith(`${linkPath}/`)
}

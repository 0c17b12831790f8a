import type { RouteOptions } from 'fastify'
import { can, type Permission, permissions, type Role } from '#features/admin/roles.ts'

/**
 * The only /admin routes without a permission: open to anyone, signed in or not (sign-in, and the
 * set-password page an invitation links to). Every other route must name one in its config.
 */
export const publicAdminPaths: ReadonlySet<string> = new Set(['/admin/login', '/admin/set-password'])

interface KnownRoute {
  pattern: RegExp
  /** 0 for a fixed path, 1 with a parameter, 2 with a wildcard: the router prefers them in that order. */
  rank: number
  permission: Permission
}

/** '/admin/leads/:id' or '/admin/*' as a regular expression over a path. */
function patternOf(url: string): RegExp {
  const parts = url.split(/(:[A-Za-z0-9_]+|\*)/).map((part) => {
    if (part === '*') return '.*'
    if (part.startsWith(':')) return '[^/]+'
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  })
  return new RegExp(`^${parts.join('')}$`)
}

/**
 * Roles are enforced from route config (decision 0012): an onRoute hook refuses, at start, any
 * admin route that names no permission, so a route added later can never be open by omission;
 * the session guard then refuses (403) a role that lacks the route's permission. The GET routes'
 * permissions are kept, so sign-in can tell whether the page `next` names is one the role may open.
 */
export function createRoutePermissions() {
  const known: KnownRoute[] = []

  return {
    onRoute(route: RouteOptions) {
      const permission = route.config?.permission
      const methods = [route.method].flat().join(',')
      if (permission === undefined) {
        if (publicAdminPaths.has(route.url ?? '')) return
        throw new Error(
          `${methods} ${route.url} names no config.permission: every admin route needs one (src/features/admin/roles.ts)`,
        )
      }
      if (!Object.hasOwn(permissions, permission)) {
        throw new Error(`${methods} ${route.url} names an unknown permission "${permission}"`)
      }
      if ([route.method].flat().includes('GET')) {
        const url = route.url ?? ''
        known.push({ pattern: patternOf(url), rank: url.includes('*') ? 2 : url.includes(':') ? 1 : 0, permission })
        known.sort((a, b) => a.rank - b.rank)
      }
    },

    /** Whether this role may open the admin page at this path (GET, query ignored). */
    canOpen(role: Role, path: string): boolean {
      const bare = path.split(/[?#]/)[0] ?? ''
      const route = known.find((candidate) => candidate.pattern.test(bare))
      return route !== undefined && can(role, route.permission)
    },
  }
}

export type RoutePermissions = ReturnType<typeof createRoutePermissions>

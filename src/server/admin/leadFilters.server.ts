import type { LeadFilters } from '#features/admin/adminViews.ts'
import { leadStatuses } from '#features/admin/leadStatuses.ts'

/** The inbox's query string (?q=…&status=…) as the route's schema lets it through. */
export interface LeadFiltersQuery {
  q?: string
  status?: string
}

export const leadFiltersQuery = {
  type: 'object',
  properties: { q: { type: 'string' }, status: { type: 'string' } },
} as const

/** The filters to apply: a search of at most 200 characters; a status the inbox does not know is none. */
export function leadFiltersFrom({ q = '', status = '' }: LeadFiltersQuery): LeadFilters {
  const known = leadStatuses.find((candidate) => candidate === status)
  return { q: q.trim().slice(0, 200), status: known ?? '' }
}

/** '?q=…&status=…' for the current filters ('' when there are none). */
export function filterQuery(filters: LeadFilters): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.status) params.set('status', filters.status)
  const query = params.toString()
  return query ? `?${query}` : ''
}

import type { PageContext } from 'vike/types'

/** The status text or message shown under 'Unexpected Application Error!'. */
export function errorDetail(
  pageContext: Pick<PageContext, 'abortStatusCode' | 'abortReason'> & { errorWhileRendering?: unknown },
): string {
  if (typeof pageContext.abortReason === 'string') return pageContext.abortReason
  const status = pageContext.abortStatusCode
  if (typeof status === 'number') return String(status)
  const error = pageContext.errorWhileRendering
  if (error instanceof Error && error.message) return error.message
  return '500 Internal Server Error'
}

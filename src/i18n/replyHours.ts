import type { Namespace, TFunction } from 'i18next'
import { replyPromise } from '#config/replyPromise.ts'

/**
 * How soon a message is answered, as the reader's language says it ("24 hours", «24 ساعة»,
 * "24 گھنٹوں"): a counted phrase with the plural form its number needs, which every
 * reply-promise sentence takes whole as {{hours}}, so a change of replyPromise.hours to 1, 2 or 5
 * still reads right in Arabic.
 */
export function replyHours(t: TFunction<Namespace>): string {
  return t('common:duration.hours', { count: replyPromise.hours })
}

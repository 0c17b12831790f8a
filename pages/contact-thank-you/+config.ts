import type { Config } from 'vike/types'

// Where a message sent without JavaScript lands: nothing a search engine should list.
export default { noindex: true } satisfies Config

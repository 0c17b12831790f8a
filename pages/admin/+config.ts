import type { Config } from 'vike/types'

// https://vike.dev/config
// Staff pages: rendered by the server on request after it checked the session (never
// prerendered, never indexed), in the admin layout.
export default {
  prerender: false,
  shell: 'admin',
  noindex: true,
} satisfies Config

import type { Config } from 'vike/types'

// https://vike.dev/config
export default {
  // Every public page is prerendered, once per locale (see +onPrerenderStart.ts). With
  // noExtraDir '/ar/services' becomes ar/services.html, which the server maps back exactly.
  // The admin pages are rendered on request by the server (partial), which needs dist/server.
  prerender: { noExtraDir: true, partial: true, keepDistServer: true },
  // '/ar/' redirects to '/ar' in dev; the production server does the same (tests check both).
  trailingSlash: false,
  meta: {
    textKey: { env: { server: true } },
    shell: { env: { server: true } },
  },
} satisfies Config

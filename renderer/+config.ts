import type { Config } from 'vike/types'

// https://vike.dev/config
export default {
  // Every public page is prerendered, once per locale (see +onPrerenderStart.ts). With
  // noExtraDir '/ar/services' becomes ar/services.html, which the server maps back exactly.
  // The server still renders pages on request through renderPage, which loads dist/server: the
  // contact page with a refused form's errors (decision 0006), the admin pages (never
  // prerendered, hence `partial`) and previews.
  prerender: { noExtraDir: true, partial: true, keepDistServer: true },
  // '/ar/' redirects to '/ar' in dev; the production server does the same (tests check both).
  trailingSlash: false,
  meta: {
    textKey: { env: { server: true } },
    noindex: { env: { server: true } },
    shell: { env: { server: true } },
  },
} satisfies Config

import type { Config } from 'vike/types'

// https://vike.dev/config
export default {
  // Every public page is prerendered, once per locale (see +onPrerenderStart.ts). With
  // noExtraDir '/ar/services' becomes ar/services.html, which the server maps back exactly.
  // keepDistServer: the server still renders the contact page with a refused form's errors
  // (decision 0006) through renderPage, which loads dist/server.
  prerender: { noExtraDir: true, keepDistServer: true },
  // '/ar/' redirects to '/ar' in dev; the production server does the same (tests check both).
  trailingSlash: false,
  meta: {
    textKey: { env: { server: true } },
    noindex: { env: { server: true } },
  },
} satisfies Config

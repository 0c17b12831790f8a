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
    // No page hydrates (there is no onRenderClient): each page's +client.ts is its only script.
    // Left at Vike's default (client too), every Page would also be bundled for the browser,
    // and a module a Page shared with its +client.ts became a chunk of its own: one more
    // request before the first paint (the portfolio's filter, decision 0013).
    Page: { env: { server: true } },
    textKey: { env: { server: true } },
    noindex: { env: { server: true } },
    shell: { env: { server: true } },
  },
} satisfies Config

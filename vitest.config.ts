import path from 'node:path'
import { defineConfig } from 'vitest/config'

// Unit tests sit beside the code; the browser tests in tests/ run with Playwright.
export default defineConfig({
  // The locales folder src/i18n/resources.ts bundles, as in vite.config.ts.
  resolve: { alias: { '@site-locales': path.resolve(process.env.LOCALES_DIR || 'locales') } },
  test: {
    include: ['{src,renderer,pages,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/testing/setup.ts'],
    // Rendering a whole page with MUI takes seconds when the two cores are shared: a timeout is
    // not what these tests check.
    testTimeout: 30_000,
  },
})

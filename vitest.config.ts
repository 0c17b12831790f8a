import { defineConfig } from 'vitest/config'

// Unit tests sit beside the code; the browser tests in tests/ run with Playwright.
export default defineConfig({
  test: {
    include: ['{src,renderer,pages,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/testing/setup.ts'],
    // Rendering a whole page with MUI takes seconds when the two cores are shared: a timeout is
    // not what these tests check.
    testTimeout: 30_000,
  },
})

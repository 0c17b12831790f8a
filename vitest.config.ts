import { defineConfig } from 'vitest/config'

// Unit tests sit beside the code; the browser tests in tests/ run with Playwright.
export default defineConfig({
  test: {
    include: ['{src,renderer,pages,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/testing/setup.ts'],
  },
})

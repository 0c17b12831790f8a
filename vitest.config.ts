import { defineConfig } from 'vitest/config'

// Unit tests sit beside the code; the browser tests in tests/ run with Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'renderer/**/*.test.{ts,tsx}', 'pages/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/testing/setup.ts'],
  },
})

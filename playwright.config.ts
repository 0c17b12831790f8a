import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '#tooling/chromium.ts'
import { e2eAdmin, e2eDatabaseUrl, e2eDataDir, e2eLocalesDir, e2ePort } from './tests/support/e2eServer.ts'

const launchOptions = { executablePath: chromiumPath, args: chromiumArgs }

// E2E_PORT lets two checkouts run their browser tests side by side on one machine.
const productionPort = e2ePort
const devPort = productionPort + 1
const publishSpec = 'admin-publish.spec.ts'
// The admin tests that edit the server's locales copy, or read strings another of them edits.
const localesCopySpecs = ['admin.spec.ts', 'admin-edit.spec.ts', 'admin-roles.spec.ts', 'translations-admin.spec.ts']

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // axe on a page with 150 tool links takes 10-20 s on a busy machine; no test times anything.
  timeout: 90_000,
  // On PostgreSQL (E2E_DATABASE_URL), drops the run's schema.
  globalTeardown: './tests/support/e2eTeardown.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: { launchOptions, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'production',
      testIgnore: ['dev/**', publishSpec, ...localesCopySpecs],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${productionPort}` },
    },
    {
      // One file at a time, beside the production tests on the other worker: one file's edit of
      // the services heading showed in another's preview, which expected the published text.
      name: 'locales-copy',
      testMatch: localesCopySpecs,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${productionPort}` },
    },
    {
      // Publishing snapshots the server's locales copy and makes it the live site: it runs after
      // every other test, so no other test's passing edit is published and none sees the switch.
      name: 'publish',
      testMatch: publishSpec,
      dependencies: ['production', 'locales-copy'],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${productionPort}` },
    },
    {
      // `vike dev` reports hydration and rendering warnings that a production build hides. Its
      // tests run after the production ones, beside the publish build, on the worker that would
      // otherwise wait idle for that build (`--no-deps` runs them alone).
      name: 'dev',
      testMatch: 'dev/**/*.spec.ts',
      dependencies: ['production'],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${devPort}` },
    },
  ],
  webServer: [
    {
      // The production server over the build that `npm test` made just before.
      command: 'npx tsx tests/support/prepareE2eServer.ts && npm run serve',
      url: `http://127.0.0.1:${productionPort}/healthz`,
      env: {
        PORT: String(productionPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // Test leads never land in the checkout's ./data.
        DATA_DIR: e2eDataDir,
        // SQLite in DATA_DIR, or with E2E_DATABASE_URL a fresh PostgreSQL schema
        // (tests/support/e2eServer.ts); never a DATABASE_URL the shell happens to have.
        DATABASE_URL: e2eDatabaseUrl ?? '',
        // The admin preview reads this copy, which its tests edit.
        LOCALES_DIR: e2eLocalesDir,
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        // Every contact form test posts from 127.0.0.1: the limits of 5 messages and 30 posts per
        // 10 minutes would answer 429 to the suite. The limits themselves are tested in
        // src/server/contact and, on a server of its own, in tests/contact-rate-limit.spec.ts.
        CONTACT_RATE_LIMIT_MAX: '1000',
        CONTACT_RATE_LIMIT_POSTS_MAX: '10000',
        // A person needs 3 s to fill the form, a browser test does not wait for that: the spam
        // timer itself is tested in src/server/contact (formToken.test.ts, contactRoute.test.ts).
        FORM_TOKEN_MIN_AGE_MS: '0',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vike dev --port ${devPort} --host 127.0.0.1 --strictPort`,
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
})

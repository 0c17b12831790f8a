// What the admin browser tests share: signing in as one of the e2e accounts, and editing the
// server's copy of locales/ for the length of a test.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { e2eAdmin, e2eLocalesDir } from './e2eServer.ts'

/** Signs in through the form, as a person would; the owner (ADMIN_EMAIL) unless told. */
export async function signIn(page: Page, account: { email: string; password: string } = e2eAdmin) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Runs with files of the server's locales copy (paths relative to it) and puts them back afterwards. */
export async function restoringLocaleFiles(files: string[], run: () => Promise<void>) {
  const originals = files.map((file) => {
    const full = path.join(e2eLocalesDir, file)
    return [full, readFileSync(full, 'utf8')] as const
  })
  try {
    await run()
  } finally {
    for (const [full, content] of originals) writeFileSync(full, content)
  }
}

// The leads a server stored, read the way staff read them: through the admin JSON API and the
// lead's page, signed in as the e2e staff account. No SQL, so the same tests run on SQLite and on
// PostgreSQL (E2E_DATABASE_URL).
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test'
import { e2eAdmin } from './e2eServer.ts'
import { translations } from './site.ts'

const t = translations('en')

/** What the inbox tells about a lead: its summary in the API, the rest on its page. */
export interface StoredLead {
  id: number
  createdAt: string
  status: string
  name: string
  email: string
  phone: string
  message: string
  locale: string
  page: string
  /** Only for a lead caught as spam. */
  spamReason?: string
}

interface LeadSummary {
  id: number
  createdAt: string
  status: string
  name: string
  email: string
  message: string
  locale: string
}

/** Signs `request` in as the e2e staff account, as the sign-in form does. */
export async function signInAsStaff(request: APIRequestContext): Promise<void> {
  const form = await request.get('/admin/login')
  expect(form.status()).toBe(200)
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1]
  expect(csrf, 'the sign-in form carries its anti-forgery token').toBeTruthy()
  const response = await request.post('/admin/login', {
    form: { email: e2eAdmin.email, password: e2eAdmin.password, _csrf: csrf as string },
    maxRedirects: 0,
  })
  expect(response.status(), 'the e2e staff account signs in').toBe(303)
}

/** The API's summaries of every lead matching `q` (name, email or message), newest first. */
export async function leadSummaries(request: APIRequestContext, q = ''): Promise<LeadSummary[]> {
  const response = await request.get('/admin/api/leads', { params: { q } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { leads: LeadSummary[] }).leads
}

/** The lead's page as a term → definition record ('Phone' → '+92 …'). */
async function leadPageFields(page: Page, id: number): Promise<Record<string, string>> {
  const response = await page.goto(`/admin/leads/${id}`)
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  const terms = await main.getByRole('term').allInnerTexts()
  const definitions = await main.getByRole('definition').allInnerTexts()
  expect(definitions).toHaveLength(terms.length)
  return Object.fromEntries(terms.map((term, index) => [term.trim(), definitions[index]?.trim() ?? '']))
}

/** The leads stored with this email address (each test sends its own), oldest first. */
export async function storedLeads(staff: { request: APIRequestContext; page: Page }, email: string) {
  // The search matches any part of a name, email or message: keep this exact address.
  const summaries = (await leadSummaries(staff.request, email))
    .filter((lead) => lead.email === email)
    .sort((a, b) => a.id - b.id)
  const leads: StoredLead[] = []
  for (const summary of summaries) {
    const fields = await leadPageFields(staff.page, summary.id)
    const phone = fields[t('admin:lead.phone')]
    const spamReason = fields[t('admin:lead.spamReason')]
    leads.push({
      ...summary,
      phone: phone === t('admin:lead.noPhone') ? '' : (phone ?? ''),
      page: fields[t('admin:lead.page')] ?? '',
      ...(spamReason ? { spamReason } : {}),
    })
  }
  return leads
}

/**
 * `inbox.leadsFrom(email)`: the leads stored for a visitor's address, read by a staff member
 * signed in once per worker (signing in costs a deliberately slow password hash).
 */
export const test = base.extend<
  { inbox: { leadsFrom(email: string): Promise<StoredLead[]> } },
  { staff: { request: APIRequestContext; page: Page } }
>({
  staff: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
      await signInAsStaff(context.request)
      const page = await context.newPage()
      await use({ request: context.request, page })
      await context.close()
    },
    { scope: 'worker' },
  ],
  inbox: async ({ staff }, use) => {
    await use({ leadsFrom: (email) => storedLeads(staff, email) })
  },
})

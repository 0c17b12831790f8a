import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material/styles'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createEmotionCache } from '#components/theme/emotionCache.ts'
import { getTheme } from '#components/theme/getTheme.ts'
import { localeInfo } from '#i18n/locales.ts'
import { ContactIsland } from './ContactIsland.tsx'
import { type ContactValues, contactFields } from './contactSchema.ts'
import { fieldErrorKeys } from './formStrings.ts'
import { type ContactIslandData, contactIslandDataId, contactIslandId, contactToastsId } from './islandData.ts'

/**
 * Hydrates the contact form alone (docs/decisions/0001): the rest of the page stays static HTML.
 * Loaded on demand by loadContactIsland.client.ts. What the visitor typed while it loaded, the
 * token and the idempotency key the server put in the page are read from the form, so React takes
 * over exactly what is on the screen.
 */
export function hydrateContactForm(): void {
  const container = document.getElementById(contactIslandId)
  const dataElement = document.getElementById(contactIslandDataId)
  const form = container?.querySelector('form')
  if (!container || !dataElement || !form) return
  const data = JSON.parse(dataElement.textContent ?? '{}') as ContactIslandData
  const read = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? ''
  const initialValues = Object.fromEntries(contactFields.map((field) => [field, read(field)])) as ContactValues
  const { dir } = localeInfo[data.locale]
  // A transition hydrates in slices of a few milliseconds, yielding to the visitor in between: no
  // long task on a slow phone. What they type meanwhile is caught up by useContactForm.
  startTransition(() => {
    hydrateRoot(
      container,
      <CacheProvider value={createEmotionCache(dir)}>
        <ThemeProvider theme={getTheme(data.locale)}>
          <ContactIsland
            locale={data.locale}
            strings={data.strings}
            formToken={read('formToken')}
            idempotencyKey={read('idempotencyKey')}
            initialValues={initialValues}
            initialErrors={fieldErrorKeys(data.contactForm?.errors)}
            toastRoot={document.getElementById(contactToastsId) ?? undefined}
          />
        </ThemeProvider>
      </CacheProvider>,
    )
  })
}

// https://vike.dev/client
// The one public page that hydrates React, and only its form (docs/decisions/0001).
import { enhanceLayout } from '#components/layout/enhanceLayout.client.ts'
import { hydrateContactForm } from '#features/contact/hydrateContactForm.client.tsx'

enhanceLayout()
hydrateContactForm()

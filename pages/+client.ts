// https://vike.dev/client
// Public pages are HTML-only (no hydration): this small script is all the JavaScript they run.
import { enhanceLayout } from '#components/layout/enhanceLayout.client.ts'

enhanceLayout()

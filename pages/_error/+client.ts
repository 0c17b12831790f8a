// https://vike.dev/client
import { enhanceLayout } from '#components/layout/enhanceLayout.client.ts'

enhanceLayout()
// Keep a trace of broken links in the visitor's console, as the server does in its log.
if (document.querySelector('[data-not-found]')) {
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname)
}

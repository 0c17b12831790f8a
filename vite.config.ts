import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike()],
  // stylis-plugin-rtl is CommonJS with `exports.default`: bundling it for the server avoids
  // prerendering failing with `e[i] is not a function` (docs/architecture.md).
  ssr: { noExternal: ['stylis-plugin-rtl'] },
  // `vike dev` discovers the browser's dependencies only when a page script first loads them, then
  // re-bundles and reloads the page mid-visit ("504 Outdated Optimize Dep"). Crawling every page
  // script at start bundles them once (the contact form's React, MUI and Formik).
  optimizeDeps: { entries: ['pages/**/+client.ts'] },
})

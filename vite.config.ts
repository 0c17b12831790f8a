import path from 'node:path'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { oneScriptPerPage } from './src/tooling/oneScriptPerPage.ts'

// What a build shows comes from LOCALES_DIR (default ./locales) and goes to BUILD_OUT_DIR (default
// dist): a publish builds the translators' snapshot into a folder of its own (src/server/publish).
const localesDir = path.resolve(process.env.LOCALES_DIR || 'locales')
// Relative to the project: Vike joins build.outDir to the root even when it is absolute.
const outDir = process.env.BUILD_OUT_DIR
  ? path.relative(process.cwd(), path.resolve(process.env.BUILD_OUT_DIR))
  : undefined

export default defineConfig({
  plugins: [react(), vike(), oneScriptPerPage()],
  // src/i18n/resources.ts bundles the translations through this alias (Vite's globs accept one).
  resolve: { alias: { '@site-locales': localesDir } },
  build: outDir ? { outDir, emptyOutDir: true } : {},
  // stylis-plugin-rtl is CommonJS with `exports.default`: bundling it for the server avoids
  // prerendering failing with `e[i] is not a function` (docs/architecture.md).
  ssr: { noExternal: ['stylis-plugin-rtl'] },
  // `vike dev` discovers the browser's dependencies only when a page script first loads them, then
  // re-bundles and reloads the page mid-visit ("504 Outdated Optimize Dep"). Crawling every page
  // script at start bundles them once (the contact form's React, MUI and Formik).
  optimizeDeps: { entries: ['pages/**/+client.ts'] },
})

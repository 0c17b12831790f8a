import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike()],
  // stylis-plugin-rtl is CommonJS with `exports.default`: bundling it for the server avoids
  // prerendering failing with `e[i] is not a function` (see DESIGN.md).
  ssr: { noExternal: ['stylis-plugin-rtl'] },
})

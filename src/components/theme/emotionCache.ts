import createCache from '@emotion/cache'
import rtlPlugin from 'stylis-plugin-rtl'
import type { Direction } from '#i18n/locales.ts'

// One cache per direction; the key differs so mirrored and unmirrored rules never share a class.
// https://mui.com/material-ui/customization/right-to-left/
//
// No vendor prefixer (Emotion's default, and MUI's RTL example): every browser the site supports
// reads flex, grid, transitions and text-decoration unprefixed, and the prefixes cost each page
// about 600 bytes of its first round trip (docs/decisions/0013-first-round-trip.md).
export function createEmotionCache(dir: Direction) {
  return dir === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] })
    : createCache({ key: 'mui', stylisPlugins: [] })
}

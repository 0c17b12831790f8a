import createCache from '@emotion/cache'
import { prefixer } from 'stylis'
import rtlPlugin from 'stylis-plugin-rtl'
import type { Direction } from '#i18n/locales.ts'

// One cache per direction; the key differs so mirrored and unmirrored rules never share a class.
// https://mui.com/material-ui/customization/right-to-left/
export function createEmotionCache(dir: Direction) {
  return dir === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'mui', stylisPlugins: [prefixer] })
}

import path from 'node:path'

/**
 * The translators' folder as it is on disk right now, for pages rendered on request (the admin
 * preview, the translation status): LOCALES_DIR, which tests point at a copy, or ./locales.
 */
export const localesDir = () => path.resolve(process.env.LOCALES_DIR || 'locales')

import type { Locale } from '#i18n/locales.ts'

// The face stack of each locale. Unicode ranges in fonts.css keep each face to its own script,
// so Latin words on an Arabic or Urdu page are set in Inter and Arabic letters never fall back
// to a system face.
export const fontStacks: Record<Locale, string> = {
  en: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  ar: '"Noto Naskh Arabic", "Inter", Tahoma, "Segoe UI", Arial, sans-serif',
  ur: '"Noto Nastaliq Urdu", "Inter", "Jameel Noori Nastaleeq", Tahoma, sans-serif',
}

/** Fragments of the font file names a page of each locale preloads (its regular and heading faces). */
export const preloadedFontFiles: Record<Locale, readonly string[]> = {
  en: ['inter-latin-400-normal', 'inter-latin-700-normal'],
  ar: ['noto-naskh-arabic-arabic-400-normal', 'noto-naskh-arabic-arabic-700-normal'],
  // Urdu has one face, its own subset (see urduCharacters.ts).
  ur: ['noto-nastaliq-urdu-urdu-400'],
}

// Remembers the language a visitor picks and, on a page in another language, suggests it. A
// first-time visitor gets the same note for the first of their browser's languages the site has
// (navigator.languages: Arabic or Urdu on an English page, English on an Arabic or Urdu page).
// It never redirects: search engines and shared links always get the page they asked for.
const storageKey = 'preferredLocale'

function readPreference(): string | null {
  try {
    return localStorage.getItem(storageKey)
  } catch {
    return null // storage disabled: nothing remembered, only the browser's languages
  }
}

function writePreference(locale: string | null): void {
  try {
    if (locale) localStorage.setItem(storageKey, locale)
    else localStorage.removeItem(storageKey)
  } catch {
    // storage disabled: the choice simply is not remembered
  }
}

/** 'ar' for ['ar-AE', 'en'] when the page offers Arabic: the browser's first language we publish. */
export function browserLanguage(preferences: readonly string[], published: readonly string[]): string | null {
  for (const tag of preferences) {
    const language = tag.split('-')[0]?.toLowerCase() ?? ''
    if (published.includes(language)) return language
  }
  return null
}

export function enhanceLanguageMemory(): void {
  document.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest<HTMLElement>('[data-locale-choice]')
    if (choice?.dataset.localeChoice) writePreference(choice.dataset.localeChoice)
  })

  const pageLanguage = document.documentElement.lang
  const notes = [...document.querySelectorAll<HTMLElement>('[data-locale-suggestion]')]
  const offered = notes.map((note) => note.dataset.localeSuggestion ?? '')
  const preferred = readPreference() ?? browserLanguage(navigator.languages ?? [], [pageLanguage, ...offered])
  const note = notes.find((candidate) => preferred && candidate.dataset.localeSuggestion === preferred)
  if (!note || preferred === pageLanguage) return
  note.hidden = false
  note.querySelector('[data-locale-suggestion-dismiss]')?.addEventListener('click', () => {
    // Dismissing keeps this page's language as the choice: the note follows the visitor to no
    // other page, and a first-time suggestion does not come back (decision 0005).
    writePreference(pageLanguage)
    note.hidden = true
    document.querySelector<HTMLElement>('#main')?.focus()
  })
}

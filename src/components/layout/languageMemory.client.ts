// Remembers the language a visitor picks and, on a page in another language, suggests it.
// It never redirects: search engines and shared links always get the page they asked for.
const storageKey = 'preferredLocale'

function readPreference(): string | null {
  try {
    return localStorage.getItem(storageKey)
  } catch {
    return null // storage disabled: nothing remembered, nothing suggested
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

export function enhanceLanguageMemory(): void {
  document.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest<HTMLElement>('[data-locale-choice]')
    if (choice?.dataset.localeChoice) writePreference(choice.dataset.localeChoice)
  })

  const preferred = readPreference()
  if (!preferred || preferred === document.documentElement.lang) return
  const note = document.querySelector<HTMLElement>(`[data-locale-suggestion="${CSS.escape(preferred)}"]`)
  if (!note) return
  note.hidden = false
  note.querySelector('[data-locale-suggestion-dismiss]')?.addEventListener('click', () => {
    // Dismissing forgets the choice, so the note does not follow the visitor from page to page.
    writePreference(null)
    note.hidden = true
    document.querySelector<HTMLElement>('#main')?.focus()
  })
}

// Remembers the language a visitor picks and, on a page in another language, suggests it. A
// first-time visitor gets the same note for the first of their browser's languages the site has
// (navigator.languages: Arabic or Urdu on an English page, English on an Arabic or Urdu page).
// It never redirects: search engines and shared links always get the page they asked for.
import { actionBarHeightProperty, noteHeightProperty } from './languageNoteLayout.ts'

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
  // Shown in its live region (LanguageSuggestions.tsx): read out politely, the focus stays put.
  const root = document.documentElement.style
  const bar = document.querySelector('[data-action-bar]')?.getBoundingClientRect().height
  if (bar) root.setProperty(actionBarHeightProperty, `${bar}px`)
  note.hidden = false
  // Layout keeps the note's room clear while it is shown, and gives it back once it is dismissed
  // (its height is then 0): Nastaliq and a narrow screen make it taller than any one figure.
  new ResizeObserver(() => root.setProperty(noteHeightProperty, `${note.offsetHeight}px`)).observe(note)
  const dismiss = () => {
    // Dismissing keeps this page's language as the choice: the note follows the visitor to no
    // other page, and a first-time suggestion does not come back (decision 0005).
    writePreference(pageLanguage)
    const hadFocus = note.contains(document.activeElement)
    note.hidden = true
    // The focus was on the note's button, now gone: it goes on to the page, which stays where it was.
    if (hadFocus) document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true })
  }
  note.querySelector('[data-locale-suggestion-dismiss]')?.addEventListener('click', dismiss)
  note.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') dismiss()
  })
}

// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { TranslationsView } from '#features/admin/adminViews.ts'
import { renderPage } from '#testing/renderPage.tsx'
import Page from './+Page.tsx'

afterEach(cleanup)

const view: TranslationsView = {
  kind: 'translations',
  email: 'staff@example.com',
  csrfToken: 'token',
  languages: [
    {
      locale: 'ar',
      keys: 10,
      articles: 1,
      items: [
        {
          kind: 'glossary',
          severity: 'warning',
          file: 'ar/home.json',
          where: 'chatbot.title',
          detail: '«روبوت محادثة»: the house form for “chatbot” is «روبوت دردشة»',
          unit: 'home:chatbot.title',
          exception: 'glossary:روبوت محادثة',
          previewUrl: '/admin/preview?path=%2F&locale=ar&highlight=home%3Achatbot.title',
        },
        {
          kind: 'missing',
          severity: 'error',
          file: 'ar/home.json',
          where: 'hero.title',
          detail: 'not translated: the page shows the English',
          unit: 'home:hero.title',
          previewUrl: '/admin/preview?path=%2F&locale=ar&highlight=home%3Ahero.title',
        },
      ],
    },
    { locale: 'ur', keys: 10, articles: 1, items: [] },
  ],
  glossary: [{ locale: 'ar', terms: [{ english: 'chatbot', preferred: 'روبوت دردشة', avoid: ['روبوت محادثة'] }] }],
  articles: [],
}

describe('the translations page', () => {
  it('lists what a language needs, errors before warnings, each with its preview and a way to keep a warning', () => {
    renderPage(<Page />, { locale: 'en', logicalPath: '/admin/translations', adminView: view })
    const arabic = screen.getByRole('region', { name: 'Arabic' })
    const groups = within(arabic)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(groups).toEqual([
      'Fix first: missing, wrong or still in English (1)',
      'Check the wording: house terms and text direction (1)',
    ])
    const [missing, glossary] = within(arabic).getAllByRole('listitem')
    expect(missing).toHaveTextContent('ar/home.json, hero.title')
    expect(within(glossary as HTMLElement).getByRole('link', { name: 'Show it on the page' })).toHaveAttribute(
      'href',
      '/admin/preview?path=%2F&locale=ar&highlight=home%3Achatbot.title',
    )
    expect(within(glossary as HTMLElement).getByRole('button', { name: 'Keep it as it is' })).toBeInTheDocument()
  })

  it('says in words that a clean language is up to date, and shows the glossary', () => {
    renderPage(<Page />, { locale: 'en', logicalPath: '/admin/translations', adminView: view })
    expect(screen.getByRole('region', { name: 'Urdu' })).toHaveTextContent(
      'Urdu is up to date: all 10 strings and every article match the current English',
    )
    expect(screen.getByRole('table', { name: 'Arabic glossary' })).toHaveTextContent('روبوت دردشة')
  })
})

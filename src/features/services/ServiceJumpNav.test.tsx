// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInLocale } from '#testing/renderPage.tsx'
import { ServiceJumpNav } from './ServiceJumpNav.tsx'

describe('ServiceJumpNav', () => {
  it('is navigation named by its visible label, with a link to each service in the page order', () => {
    renderInLocale(<ServiceJumpNav />, { locale: 'ur' })
    const nav = screen.getByRole('navigation', { name: 'کسی خدمت پر جائیں' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#web',
      '#software',
      '#pos',
      '#wordpress',
      '#shopify',
    ])
    expect(links[2]).toHaveTextContent('POS سلوشنز')
  })
})

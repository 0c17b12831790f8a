// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { caseStudyPath, portfolioProjects } from '#config/portfolioProjects.ts'
import { getI18n } from '#i18n/getI18n.ts'
import { type Locale, locales } from '#i18n/locales.ts'
import { localizePath } from '#i18n/paths.ts'
import { renderInLocale } from '#testing/renderPage.tsx'
import { HeroScreens } from './HeroScreens.tsx'
import { heroScreens } from './heroScreens.ts'

afterEach(cleanup)

function renderScreens(locale: Locale) {
  renderInLocale(<HeroScreens />, { locale })
  const i18n = getI18n(locale)
  return {
    group: screen.getByRole('group', { name: i18n.t('caseStudies:heroLabel') }),
    link: screen.getByRole('link', {
      name: i18n.t(`portfolio:projectTexts.${heroScreens[locale].project}.name`),
    }),
  }
}

describe('the hero’s product screen', () => {
  it.each(locales)('in %s, has its caption after the picture, and the caption leads to the case study', (locale) => {
    const { group, link } = renderScreens(locale)
    const project = portfolioProjects.find((candidate) => candidate.id === heroScreens[locale].project)
    expect(project).toBeDefined()
    if (project) expect(link.getAttribute('href')).toBe(localizePath(caseStudyPath(project), locale))
    // The picture waits in its reserved box, which comes first in the page, so a screen reader reads
    // the picture, then its caption, at every width (a phone only shows the caption above it).
    const box = group.querySelector('template[data-after-paint]')?.parentElement
    expect(box).toBeTruthy()
    expect(box?.compareDocumentPosition(link) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    const label = screen.getByText(getI18n(locale).t('caseStudies:heroLabel'))
    expect(box?.compareDocumentPosition(label) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })
})

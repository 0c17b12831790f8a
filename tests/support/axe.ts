// The one way the browser tests run axe-core: on the page as it stands, failing with each
// violated rule and the elements that break it.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { drawEverything } from './drawEverything.ts'

/**
 * No axe violations on `page` (leaving out what `exclude` selects, such as the admin preview's
 * frames, which are public pages checked on their own in accessibility.spec.ts).
 *
 * Legacy mode runs axe.run in the page itself. The default mode runs axe in every frame, then
 * opens a blank page, injects axe there a second time and merges the frames' results in it: that
 * is there for cross-origin frames, which no page of the site has (the admin preview frames its
 * own origin, which legacy mode still tests), and it doubled the time of every check. Only
 * violations are collected in full (resultTypes): the tests read nothing else, and axe then skips
 * gathering every passing element of a page with 150 links.
 */
export async function expectNoAxeViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<void> {
  await drawEverything(page)
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })
  const { violations } = await (exclude ? builder.exclude(exclude) : builder).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

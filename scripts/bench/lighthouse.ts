// One Lighthouse run (mobile preset, simulated slow 4G) in a fresh headless Chromium, for the
// page bench and its replay: both must measure with the same browser and flags.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type RunnerResult } from 'lighthouse'
import { chromiumArgs, chromiumPath } from '#tooling/chromium.ts'

export async function runLighthouse(url: string, onlyCategories: string[]): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result
  } finally {
    chrome.kill()
  }
}

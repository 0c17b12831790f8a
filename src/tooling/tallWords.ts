// The Urdu words of the articles whose Nastaliq ink climbs so high above the baseline that it
// reaches into the line above at the body text's line height (decision 0004). `npm run fonts`
// writes them to src/features/blog/urduTallWords.json; the articles give each a taller line
// (rehypeTallWords.ts, ArticleBody.tsx); src/tooling/fonts.test.ts says when the list is stale.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { webFaces } from '#components/theme/fontFaces.ts'
import { wordPattern } from '#features/blog/rehypeTallWords.ts'
import { localesDir as workingLocalesDir } from '#i18n/localesDir.server.ts'
import { createShaper } from './harfbuzz.ts'

export const tallWordsFile = 'src/features/blog/urduTallWords.json'

/**
 * How high a word's ink may climb, in em, before it needs a taller line. At the body's line
 * height every article word up to 'کبھی' (2.12 em) clears the line above in tests/fonts.spec.ts;
 * 'کسٹم' (2.22 em) met 'میں' and 'کریں' above it.
 */
export const tallWordInkTop = 2.2

/** The distinct words of the Urdu articles whose ink climbs `tallWordInkTop` or higher, sorted. */
export async function measureTallWords(localesDir = workingLocalesDir()): Promise<string[]> {
  const shaper = await createShaper(readFileSync(webFaces['nastaliq-400'].file))
  const blog = path.join(localesDir, 'ur', 'blog')
  const words = new Set(
    readdirSync(blog)
      .filter((file) => file.endsWith('.md'))
      .flatMap((file) => readFileSync(path.join(blog, file), 'utf8').match(wordPattern) ?? []),
  )
  const limit = tallWordInkTop * shaper.unitsPerEm
  return [...words].filter((word) => /\p{Script=Arabic}/u.test(word) && shaper.inkTop(word) >= limit).sort()
}

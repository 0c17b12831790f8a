import Box from '@mui/material/Box'
import { Fragment } from 'react'
import { ltrRuns } from '#i18n/bidi.ts'
import { localeInfo } from '#i18n/locales.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

/**
 * How far Nastaliq words are lifted in a pill. Their letters sit low in the line box that centres
 * them, under the middle where Latin letters sit ('سب' and 'ویب' about 8 px under 'Shopify' at
 * 16.5 px: Urdu reviewer, rounds 6 and 9); a relative offset moves the ink, not the pill.
 */
const nastaliqLift = '-0.45em'

/** A label's parts, trimmed: its Latin runs and the words between them, each with where it starts. */
function parts(text: string) {
  const out: { start: number; text: string; latin: boolean }[] = []
  const between = (from: number, to: number) => {
    const words = text.slice(from, to).trim()
    if (words) out.push({ start: from, text: words, latin: false })
  }
  let at = 0
  for (const run of ltrRuns(text)) {
    between(at, run.start)
    out.push({ ...run, latin: true })
    at = run.end
  }
  between(at, text.length)
  return out
}

/**
 * A short label in a pill (a filter chip, a category badge), each script on one optical middle.
 * On an Arabic or Urdu page the label is a row of its script runs, each centred in the row by its
 * own face's box, the Latin ones ('Shopify', 'POS') set in the Latin face: on one shared baseline
 * a Latin name sat low beside Nastaliq ('WordPress' 4 px under 'ویب', Urdu reviewer, round 6).
 * On an Urdu page the Nastaliq runs are lifted to the Latin letters' middle as well.
 */
export function ScriptLabel({ text }: { text: string }) {
  const { locale } = usePageContext()
  if (localeInfo[locale].dir !== 'rtl') return text
  return (
    // A space's width between the runs, which each start and end a line of their own. The spaces
    // stay in the text, unseen, so the label reads and copies as written ('POS سسٹم').
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', columnGap: '0.25em' }}>
      {parts(text).map((part, index) => (
        <Fragment key={part.start}>
          {index > 0 && ' '}
          {part.latin ? (
            <span lang="en" dir="ltr">
              {part.text}
            </span>
          ) : (
            <Box component="span" sx={locale === 'ur' ? { position: 'relative', top: nastaliqLift } : undefined}>
              {part.text}
            </Box>
          )}
        </Fragment>
      ))}
    </Box>
  )
}

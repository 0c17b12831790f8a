import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { usePageContext } from '#i18n/usePageContext.tsx'
import type { LegalSection } from './legalSections.ts'

/**
 * Each number in a box of one width, its digits of one width, against its title: in the second
 * column the browser's markers put "8." and "9." out of line with "10." to "14." (Arabic review,
 * round 9).
 */
const itemSx = {
  breakInside: 'avoid',
  counterIncrement: 'toc',
  display: 'grid',
  gridTemplateColumns: '1.75em 1fr',
  columnGap: '0.5em',
  '&::before': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
} as const

/** Plain in-page links: Tab reaches each one and Enter moves the reading position to its section. */
export function TableOfContents({ sections }: { sections: LegalSection[] }) {
  const { t } = useTranslation('legal')
  // Urdu numbers a list "1۔", with its own full stop (as GlobalStyles' urdu-decimal).
  const item = {
    ...itemSx,
    '&::before': { ...itemSx['&::before'], content: `counter(toc) "${usePageContext().locale === 'ur' ? '۔' : '.'}"` },
  }
  return (
    <Box
      component="nav"
      aria-labelledby="toc-heading"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 3, md: 4 }, mb: { xs: 5, md: 7 } }}
    >
      <Typography id="toc-heading" variant="h6" component="h2" gutterBottom>
        {t('toc.heading')}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', counterReset: 'toc', columns: { md: 2 }, columnGap: 6 }}>
        {sections.map((section) => (
          <Typography component="li" key={section.id} sx={item}>
            <Link href={`#${section.id}`}>{section.heading}</Link>
          </Typography>
        ))}
      </Box>
    </Box>
  )
}

import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { LegalSection } from './legalSections.ts'

/** Plain in-page links: Tab reaches each one and Enter moves the reading position to its section. */
export function TableOfContents({ sections }: { sections: LegalSection[] }) {
  const { t } = useTranslation('legal')
  return (
    <Box
      component="nav"
      aria-labelledby="toc-heading"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 3, md: 4 }, mb: { xs: 5, md: 7 } }}
    >
      <Typography id="toc-heading" variant="h6" component="h2" gutterBottom>
        {t('toc.heading')}
      </Typography>
      <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, columns: { md: 2 }, columnGap: 6 }}>
        {sections.map((section) => (
          <Typography component="li" key={section.id} sx={{ breakInside: 'avoid' }}>
            <Link href={`#${section.id}`}>{section.heading}</Link>
          </Typography>
        ))}
      </Box>
    </Box>
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { proseHeadingSizes } from '#components/theme/proseHeadings.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import type { LegalSection } from './legalSections.ts'

/**
 * One numbered part of a legal document: an h2, its paragraphs and lists, then any extra content.
 * The heading is sized like an article's h2 (proseHeadings.ts): in Urdu it was barely larger than
 * the text under it.
 */
export function LegalSectionView({ section, children }: { section: LegalSection; children?: ReactNode }) {
  const headingId = `${section.id}-heading`
  const { locale } = usePageContext()
  return (
    <Box component="section" id={section.id} aria-labelledby={headingId} sx={{ mb: { xs: 6, md: 7 } }}>
      <Typography id={headingId} variant="h4" component="h2" sx={{ fontSize: proseHeadingSizes[locale].h2, mb: 2 }}>
        {section.heading}
      </Typography>
      {section.blocks.map((block) =>
        block.kind === 'paragraph' ? (
          <Typography key={block.key} sx={{ mb: 2 }}>
            {block.text}
          </Typography>
        ) : (
          <Box component="ul" key={block.key} sx={{ mt: 0, mb: 2, paddingInlineStart: 3 }}>
            {block.items.map((item) => (
              <Typography component="li" key={item} sx={{ mb: 1 }}>
                {item}
              </Typography>
            ))}
          </Box>
        ),
      )}
      {children}
    </Box>
  )
}

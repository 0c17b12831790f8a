import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import type { LegalSection } from './legalSections.ts'

/** One numbered part of a legal document: an h2, its paragraphs and lists, then any extra content. */
export function LegalSectionView({ section, children }: { section: LegalSection; children?: ReactNode }) {
  const headingId = `${section.id}-heading`
  return (
    <Box component="section" id={section.id} aria-labelledby={headingId} sx={{ mb: { xs: 5, md: 6 } }}>
      <Typography id={headingId} variant="h4" component="h2" gutterBottom>
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

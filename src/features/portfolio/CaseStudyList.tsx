import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { sectionTint } from '#components/theme/palette.ts'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { CaseStudy } from './CaseStudy.tsx'

/**
 * Every case study, in the page itself: what a visitor without JavaScript reads when a card's
 * View link brings them here. caseStudyDialog.client.ts hides this section and shows one study
 * at a time in the dialog instead.
 */
export function CaseStudyList() {
  const { t } = useTranslation('portfolio')
  return (
    <Box
      component="section"
      aria-labelledby="case-studies-heading"
      data-case-studies
      sx={{ py: { xs: 7, md: 10 }, bgcolor: sectionTint }}
    >
      <Container maxWidth="md">
        <Typography id="case-studies-heading" variant="h2" component="h2" sx={{ mb: 4 }}>
          {t('caseStudy.sectionHeading')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 6 }}>
          {portfolioProjects.map((project) => (
            <CaseStudy key={project.id} project={project} />
          ))}
        </Box>
      </Container>
    </Box>
  )
}

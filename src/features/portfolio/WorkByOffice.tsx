import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { CardList } from '#components/CardList.tsx'
import { officesFor } from '#components/contactInfo/primaryOffice.ts'
import { useOfficeTitle } from '#components/contactInfo/useOfficeTitle.ts'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { KeptNames } from '#components/theme/KeptNames.tsx'
import type { Office } from '#config/offices.ts'
import { officeShowcase } from '#config/portfolioProjects.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { caseStudyPath, projectById, screenIn } from './caseStudyPaths.ts'
import { cardImageSizes } from './ProjectCard.tsx'
import { ScreenLanguageNote } from './ScreenLanguageNote.tsx'
import { ScreenPicture } from './ScreenPicture.tsx'
import { useCaseStudyText } from './useCaseStudyText.ts'
import { useProjectText } from './useProjectText.ts'
import { wholeCardLink } from './wholeCardLink.ts'

/** An office, what it builds for its market, and one project it built there; the whole card opens the case study. */
function OfficeCard({ office }: { office: Office }) {
  const { t } = useTranslation('portfolio')
  const officeTitle = useOfficeTitle()
  const { locale } = usePageContext()
  const localize = useLocalize()
  const project = projectById(officeShowcase[office.id])
  const text = useProjectText(officeShowcase[office.id])
  const caseText = useCaseStudyText(officeShowcase[office.id])
  if (!project) throw new Error(`officeShowcase names no case study for ${office.id}`)
  const screen = screenIn(project, locale)
  return (
    <Box
      component="article"
      aria-labelledby={`office-work-${office.id}`}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'grid',
        gridTemplateRows: 'auto 1fr',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        '&:hover': { borderColor: 'primary.main' },
        '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <ScreenPicture screen={screen} alt={caseText('alt')} sizes={cardImageSizes} />
      <Box sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id={`office-work-${office.id}`} variant="h3" component="h3" sx={{ fontSize: '1.25rem' }}>
          {officeTitle(office.id)}
        </Typography>
        <Typography color="text.secondary">{t(`byOffice.${office.id}`)}</Typography>
        {/* Under the text, not over the office's name: the names stay level across the row where
            only some screens are in another language. */}
        <Box sx={{ mt: 'auto' }}>
          <ScreenLanguageNote screen={screen} />
          <Link href={localize(caseStudyPath(project))} underline="always" sx={wholeCardLink}>
            <KeptNames>{text('name')}</KeptNames>
            <DirectionalIcon icon={ArrowForwardIcon} fontSize="small" aria-hidden />
          </Link>
        </Box>
      </Box>
    </Box>
  )
}

/**
 * One recent project from each office's market, the reader's own office first: About's proof that
 * the three offices are real teams making real products, in their markets' languages.
 */
export function WorkByOffice() {
  const { locale } = usePageContext()
  return (
    <CardList>
      {officesFor(locale).map((office) => (
        <li key={office.id}>
          <OfficeCard office={office} />
        </li>
      ))}
    </CardList>
  )
}

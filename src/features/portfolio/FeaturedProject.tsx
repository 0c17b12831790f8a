import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ArrowLinkButton } from '#components/ArrowLinkButton.tsx'
import { buttonRowSx } from '#components/buttonRowSx.ts'
import { Section } from '#components/Section.tsx'
import { KeptNames } from '#components/theme/KeptNames.tsx'
import { featuredCaseStudy, featuredClient } from '#config/featuredProject.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { caseStudyPath, screenIn } from './caseStudyPaths.ts'
import { FeaturedFigures } from './FeaturedFigures.tsx'
import { ScreenPicture } from './ScreenPicture.tsx'
import { useCaseStudyText } from './useCaseStudyText.ts'

/**
 * The featured project: one client's platform, told the same way in every language, with the
 * storefront of the page's language on screen. Its label names the client above the heading the
 * specification sets; a "Read case study" link leads to its own case study, in the page's
 * language, and another to the portfolio. Home's: the portfolio has a banner instead
 * (FeaturedBanner).
 */
export function FeaturedProject() {
  const { t } = useTranslation('home')
  const { t: tCase } = useTranslation('caseStudies')
  const caseText = useCaseStudyText(featuredCaseStudy.id)
  const { locale } = usePageContext()
  const localize = useLocalize()
  const caseStudyUrl = localize(caseStudyPath(featuredCaseStudy))
  return (
    <Section id="featured" heading={t('featured.heading')} eyebrow={t('featured.eyebrow', { client: featuredClient })}>
      <Typography color="text.secondary" sx={{ maxWidth: 720, mb: 5 }}>
        <KeptNames>{t('featured.text')}</KeptNames>
      </Typography>
      {/* As wide as the figures under it: both span the content's width. Not a link of its own:
          a second Tab stop to the same page as the button below, and on a phone, focused, the tall
          picture slid under the action bar. Below 600 px, the storefront's phone crop: the laptop's
          screen would shrink its prices to 3-5 px there. */}
      <ScreenPicture
        screen={screenIn(featuredCaseStudy, locale)}
        alt={caseText('alt')}
        sizes="(min-width: 1200px) 1152px, 94vw"
        phoneCrop
        sx={{ mb: 5, borderRadius: 3, overflow: 'hidden', boxShadow: '0 16px 40px rgba(15, 23, 42, 0.12)' }}
      />
      <FeaturedFigures />
      <Box sx={{ mt: 5, ...buttonRowSx() }}>
        <ArrowLinkButton href={caseStudyUrl} aria-label={tCase('card.readLabel', { name: featuredClient })}>
          {tCase('card.read')}
        </ArrowLinkButton>
        <ArrowLinkButton href={localize('/portfolio')}>{t('featured.link')}</ArrowLinkButton>
      </Box>
    </Section>
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ArrowLinkButton } from '#components/ArrowLinkButton.tsx'
import { Section } from '#components/Section.tsx'
import { featuredCaseStudy } from '#config/featuredProject.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { screenIn } from './caseStudyPaths.ts'
import { FeaturedFigures } from './FeaturedFigures.tsx'
import { ScreenPicture } from './ScreenPicture.tsx'
import { useCaseStudyText } from './useCaseStudyText.ts'

/**
 * The featured project: one client's platform, told the same way in every language, with the
 * storefront of the page's language on screen. On the portfolio page itself the closing link
 * would lead back to the same page.
 */
export function FeaturedProject({ portfolioLink = true }: { portfolioLink?: boolean }) {
  const { t } = useTranslation('home')
  const caseText = useCaseStudyText(featuredCaseStudy.id)
  const { locale } = usePageContext()
  const localize = useLocalize()
  return (
    <Section id="featured" heading={t('featured.heading')} eyebrow={t('featured.eyebrow')}>
      <Typography color="text.secondary" sx={{ maxWidth: 720, mb: 5 }}>
        {t('featured.text')}
      </Typography>
      {/* As wide as the figures under it: both span the content's width. */}
      <ScreenPicture
        screen={screenIn(featuredCaseStudy, locale)}
        alt={caseText('alt')}
        sizes="(min-width: 1200px) 1152px, 94vw"
        sx={{ mb: 5, borderRadius: 3, overflow: 'hidden', boxShadow: '0 16px 40px rgba(15, 23, 42, 0.12)' }}
      />
      <FeaturedFigures />
      {portfolioLink && (
        <Box sx={{ mt: 5 }}>
          <ArrowLinkButton href={localize('/portfolio')}>{t('featured.link')}</ArrowLinkButton>
        </Box>
      )}
    </Section>
  )
}

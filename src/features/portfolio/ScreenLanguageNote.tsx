import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { atLeastCaption } from '#components/theme/atLeastCaption.ts'
import type { ProjectScreen, ScreenLanguage } from '#config/portfolioProjects.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { captionLanguages } from './screenLanguages.ts'

/**
 * A quiet line under a product screen that names its language where it is not the page's alone
 * ("Shown in Urdu", "Shown in English and Urdu"): an English buyer could not read the
 * Urdu till, nor an Arabic one the Urdu and English screens, and took them for a mistake (English
 * and Arabic reviewers, round 8). Nothing where the reader's own language is all it shows.
 */
export function ScreenLanguageNote({ screen, sx }: { screen: ProjectScreen; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('portfolio')
  const { locale } = usePageContext()
  const [first, second] = captionLanguages(screen, locale)
  if (!first) return null
  const name = (language: ScreenLanguage) => t(`screenLanguage.names.${language}`)
  return (
    <Typography
      data-screen-language=""
      color="text.secondary"
      sx={[{ fontSize: atLeastCaption('0.8125rem') }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {second
        ? t('screenLanguage.two', { first: name(first), second: name(second) })
        : t('screenLanguage.one', { language: name(first) })}
    </Typography>
  )
}

import Container from '@mui/material/Container'
import { useTranslation } from 'react-i18next'
import { Section } from '#components/Section.tsx'
import type { ArticleSummary } from '../article.ts'
import { PostGrid } from './PostGrid.tsx'

export function RelatedArticles({ articles }: { articles: readonly ArticleSummary[] }) {
  const { t } = useTranslation('blog')
  if (articles.length === 0) return null
  return (
    <Section id="related" heading={t('article.relatedHeading')} tinted>
      <Container disableGutters>
        <PostGrid posts={articles} headingLevel="h3" />
      </Container>
    </Section>
  )
}

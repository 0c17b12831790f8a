import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { formatDate } from '#i18n/format.ts'
import type { ArticleSummary } from '../article.ts'

/** Author, date, category and reading time, as a list so each is announced on its own. */
export function ArticleMetaLine({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation('blog')
  const items = [
    t('article.byAuthor', { author: article.author }),
    <time key="date" dateTime={article.publishedDate}>
      {formatDate(article.locale, article.publishedDate)}
    </time>,
    t(`categories.${article.category}`),
    t('article.readingTime', { count: article.readingMinutes }),
  ]
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 3,
        rowGap: 1,
        color: 'text.secondary',
      }}
    >
      {items.map((item, index) => (
        // The order never changes: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed list
        <li key={index}>{item}</li>
      ))}
    </Box>
  )
}

import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { VisuallyHidden } from '#components/VisuallyHidden.tsx'
import { formatDate } from '#i18n/format.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { type ArticleSummary, articleImageSize } from '../article.ts'
import { drawingOf } from '../drawing.ts'
import { articlePath } from '../paths.ts'

/**
 * One article in a grid: picture, category, date, linked title, excerpt, author, Read More.
 * `aboveTheFold` loads the picture at once and first: the first card's picture is what a phone
 * shows largest, and a lazy picture waits for layout before it is even requested.
 */
export function PostCard({
  post,
  headingLevel = 'h2',
  aboveTheFold = false,
}: {
  post: ArticleSummary
  headingLevel?: 'h2' | 'h3'
  aboveTheFold?: boolean
}) {
  const { t } = useTranslation('blog')
  const localize = useLocalize()
  const href = localize(articlePath(post.slug))
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="img"
        src={drawingOf(post.image)}
        alt={post.imageAlt}
        width={articleImageSize.width}
        height={articleImageSize.height}
        loading={aboveTheFold ? 'eager' : 'lazy'}
        fetchPriority={aboveTheFold ? 'high' : undefined}
        decoding="async"
        sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: 'action.hover' }}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, p: 3 }}>
        {/* A rule between category and date: in Urdu, with no bold, they read as one phrase. */}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'baseline',
            color: 'text.secondary',
            '& time': { borderInlineStart: 1, borderColor: 'divider', paddingInlineStart: 1.5 },
          }}
        >
          <Typography component="span" variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600 }}>
            {t(`categories.${post.category}`)}
          </Typography>
          <Typography component="time" variant="body2" dateTime={post.publishedDate}>
            {formatDate(post.locale, post.publishedDate)}
          </Typography>
        </Box>
        <Typography component={headingLevel} variant="h4">
          <Link href={href} color="text.primary">
            {post.title}
          </Link>
        </Typography>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {post.excerpt}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('card.byAuthor', { author: post.author })}
        </Typography>
        {/* The words shown stay "Read More"; the link's text, for screen readers and crawlers alike,
            names the article in the page's language (a name in aria-label is not read by crawlers,
            and Lighthouse's link-text audit flags a bare "Read More"). */}
        <Link
          href={href}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, alignSelf: 'flex-start' }}
        >
          <span aria-hidden="true">{t('card.readMore')}</span>
          <VisuallyHidden>{t('card.readMoreLabel', { title: post.title })}</VisuallyHidden>
          <DirectionalIcon icon={ArrowForwardIcon} fontSize="small" />
        </Link>
      </CardContent>
    </Card>
  )
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { sectionTint } from '#components/theme/palette.ts'
import { siteUrl } from '#config/site.ts'
import { localizePath } from '#i18n/paths.ts'
import { replyHours } from '#i18n/replyHours.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { articleImageSize } from '../article.ts'
import { drawingOf } from '../drawing.ts'
import type { ArticlePageData } from '../pageTypes.ts'
import { articlePath, blogPath } from '../paths.ts'
import { ArticleBody } from './ArticleBody.tsx'
import { ArticleMetaLine } from './ArticleMetaLine.tsx'
import { RelatedArticles } from './RelatedArticles.tsx'
import { ShareLinks } from './ShareLinks.tsx'

/** One article: back link, title, meta, picture, body, sharing, a quote offer, related reading. */
export function ArticleView({ article, related }: ArticlePageData) {
  const { t } = useTranslation('blog')
  const localize = useLocalize()
  const absoluteUrl = `${siteUrl()}${localizePath(articlePath(article.slug), article.locale)}`
  return (
    <>
      <Container component="article" maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Link
          href={localize(blogPath)}
          // A tap target of 48 px on a phone, like the buttons (createAppTheme).
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            fontWeight: 600,
            mb: 3,
            minHeight: { xs: 48, sm: 0 },
          }}
        >
          <DirectionalIcon icon={ArrowBackIcon} fontSize="small" />
          {t('article.back')}
        </Link>
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.9rem, 3vw + 1rem, 2.9rem)', mb: 2 }}>
          {article.title}
        </Typography>
        <ArticleMetaLine article={article} />
        <Box
          component="img"
          src={drawingOf(article.image)}
          alt={article.imageAlt}
          width={articleImageSize.width}
          height={articleImageSize.height}
          sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 2, my: 4, bgcolor: sectionTint }}
        />
        <ArticleBody html={article.html} />
        <ShareLinks url={absoluteUrl} title={article.title} />
        <Box
          component="aside"
          aria-labelledby="quote-heading"
          sx={{ mt: 6, p: { xs: 3, md: 4 }, borderRadius: 2, bgcolor: sectionTint }}
        >
          <Typography id="quote-heading" variant="h5" component="h2" gutterBottom>
            {t('article.quoteHeading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('article.quoteText', { hours: replyHours(t) })}
          </Typography>
          <Button variant="contained" size="large" href={localize('/contact')}>
            {t('article.quote')}
          </Button>
        </Box>
      </Container>
      <RelatedArticles articles={related} />
    </>
  )
}

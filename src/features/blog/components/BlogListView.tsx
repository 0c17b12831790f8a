import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ClosingCta } from '#components/ClosingCta.tsx'
import { PageHeader } from '#components/PageHeader.tsx'
import type { ListPageData } from '../pageTypes.ts'
import { Pagination } from './Pagination.tsx'
import { PostGrid } from './PostGrid.tsx'

/** The blog's list: six cards a page, newest first, and the way to the other pages. */
export function BlogListView({ posts, page, pageCount }: ListPageData) {
  const { t } = useTranslation('blog')
  return (
    <>
      <PageHeader heading={t('heading')} intro={t('intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        {posts.length > 0 ? <PostGrid posts={posts} leadsPage /> : <Typography>{t('empty')}</Typography>}
        <Pagination page={page} pageCount={pageCount} />
      </Container>
      <ClosingCta />
    </>
  )
}

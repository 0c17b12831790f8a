import { ArticleView } from '#features/blog/components/ArticleView.tsx'
import type { ArticlePageData } from '#features/blog/pageTypes.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

export default function Page() {
  const data = usePageContext().data as ArticlePageData
  return <ArticleView {...data} />
}

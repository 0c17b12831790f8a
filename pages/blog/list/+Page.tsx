import { BlogListView } from '#features/blog/components/BlogListView.tsx'
import type { ListPageData } from '#features/blog/pageTypes.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

export default function Page() {
  const data = usePageContext().data as ListPageData
  return <BlogListView {...data} />
}

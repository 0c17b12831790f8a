import { CardList } from '#components/CardList.tsx'
import type { ArticleSummary } from '../article.ts'
import { PostCard } from './PostCard.tsx'

/**
 * Cards in a list: one column on phones, two on tablets, three on desktops. `leadsPage`: the list
 * opens the page, so its first picture is above the fold.
 */
export function PostGrid({
  posts,
  headingLevel,
  leadsPage = false,
}: {
  posts: readonly ArticleSummary[]
  headingLevel?: 'h2' | 'h3'
  leadsPage?: boolean
}) {
  return (
    <CardList>
      {posts.map((post, index) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} aboveTheFold={leadsPage && index === 0} />
        </li>
      ))}
    </CardList>
  )
}

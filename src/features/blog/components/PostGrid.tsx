import { CardList } from '#components/CardList.tsx'
import type { ArticleSummary } from '../article.ts'
import { PostCard } from './PostCard.tsx'

/** Cards in a list: one column on phones, two on tablets, three on desktops. */
export function PostGrid({ posts, headingLevel }: { posts: readonly ArticleSummary[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <CardList>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </CardList>
  )
}

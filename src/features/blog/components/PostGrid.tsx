import Box from '@mui/material/Box'
import type { ArticleSummary } from '../article.ts'
import { PostCard } from './PostCard.tsx'

/** Cards in a list: one column on phones, two on tablets, three on desktops. */
export function PostGrid({ posts, headingLevel }: { posts: readonly ArticleSummary[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </Box>
  )
}

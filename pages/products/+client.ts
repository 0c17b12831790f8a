// https://vike.dev/client
// Replaces pages/+client.ts for this page: the shared layout script plus the few lines that tie
// the tool categories (<details>, usable without it) to the URL hash (decision 0001).
import { enhanceLayout } from '#components/layout/enhanceLayout.client.ts'
import { enhanceToolCategories } from '#features/products/toolCategoryHash.client.ts'

enhanceLayout()
enhanceToolCategories()

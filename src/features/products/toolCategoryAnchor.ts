import type { ToolCategoryId } from '#config/toolCatalogue.ts'

/** The id of a category's <details>, and so its URL hash: '#tools-pdf' opens the PDF tools. */
export const categoryAnchor = (id: ToolCategoryId) => `tools-${id}`

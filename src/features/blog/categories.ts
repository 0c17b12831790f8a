/** The blog's categories; their labels are translated in locales/<lng>/blog.json (categories.<id>). */
export const blogCategories = ['web-development', 'e-commerce', 'wordpress', 'seo', 'ai-technology', 'design'] as const
export type BlogCategory = (typeof blogCategories)[number]

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === 'string' && (blogCategories as readonly string[]).includes(value)
}

import { describe, expect, it } from 'vitest'
import { specifiedToolCounts } from '#testing/specifiedToolCounts.ts'
import { toolsHost } from './products.ts'
import { allTools, toolCatalogue, toolUrl } from './toolCatalogue.ts'

describe('the tool catalogue', () => {
  it('has the specified categories, in order, with the specified number of tools', () => {
    const counts = Object.fromEntries(toolCatalogue.map((category) => [category.id, category.tools.length]))
    expect(counts).toEqual(specifiedToolCounts)
    expect(Object.keys(counts)).toEqual(Object.keys(specifiedToolCounts))
    expect(allTools).toHaveLength(150)
  })

  it('gives every tool its own id and its own path', () => {
    expect(new Set(allTools.map((tool) => tool.id)).size).toBe(allTools.length)
    expect(new Set(allTools.map((tool) => tool.path)).size).toBe(allTools.length)
  })

  it('uses paths the tools host can serve: lower case, dashes, under the category folder', () => {
    for (const tool of allTools) expect(tool.path).toMatch(/^\/[a-z-]+\/[a-z0-9]+(-[a-z0-9]+)*$/)
    const folders = toolCatalogue.map((category) => new Set(category.tools.map((tool) => tool.path.split('/')[1])))
    for (const folder of folders) expect(folder.size).toBe(1)
  })

  it('marks every video tool, and only those, as coming soon', () => {
    for (const category of toolCatalogue) {
      const soon = category.tools.filter((tool) => 'comingSoon' in tool && tool.comingSoon)
      expect(soon).toHaveLength(category.id === 'video' ? category.tools.length : 0)
    }
  })

  it('links a tool to its path on the tools host', () => {
    expect(toolUrl({ path: '/pdf/merge-pdf' })).toBe(`${toolsHost}/pdf/merge-pdf`)
  })
})

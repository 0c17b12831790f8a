import { describe, expect, it } from 'vitest'
import { portfolioProjects } from '#config/portfolioProjects.ts'
import { timelineRanges, totalWeeks } from './timelineWeeks.ts'

describe('timelineRanges', () => {
  it('lays the steps end to end from week 1', () => {
    const steps = [
      { key: 'discovery', weeks: 2 },
      { key: 'design', weeks: 1 },
      { key: 'build', weeks: 5 },
      { key: 'launch', weeks: 2 },
    ] as const
    expect(timelineRanges(steps)).toEqual([
      { key: 'discovery', from: 1, to: 2 },
      { key: 'design', from: 3, to: 3 },
      { key: 'build', from: 4, to: 8 },
      { key: 'launch', from: 9, to: 10 },
    ])
    expect(totalWeeks(steps)).toBe(10)
  })

  it('ends every real project on its total week', () => {
    for (const project of portfolioProjects) {
      expect(timelineRanges(project.timeline).at(-1)?.to).toBe(totalWeeks(project.timeline))
    }
  })
})

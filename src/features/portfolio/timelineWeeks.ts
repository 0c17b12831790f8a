import type { TimelineStep } from '#config/portfolioProjects.ts'

export interface TimelineRange {
  key: TimelineStep['key']
  /** First and last week of the step, counted from 1 at the project's start. */
  from: number
  to: number
}

/** The steps laid end to end: discovery weeks 1–2, design 3–5, and so on. */
export function timelineRanges(steps: readonly TimelineStep[]): TimelineRange[] {
  let start = 1
  return steps.map(({ key, weeks }) => {
    const range = { key, from: start, to: start + weeks - 1 }
    start += weeks
    return range
  })
}

export { totalWeeks } from '#config/portfolioProjects.ts'

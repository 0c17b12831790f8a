import { describe, expect, it } from 'vitest'
import { company } from './company.ts'
import { milestones } from './milestones.ts'

describe('the company timeline', () => {
  it('starts with the founding year and runs forward in time', () => {
    expect(milestones[0]).toMatchObject({ id: 'founded', year: company.foundedYear })
    const years = milestones.map((milestone) => milestone.year)
    expect(years).toEqual([...years].sort((a, b) => a - b))
  })

  it('marks only the last milestone as still under way', () => {
    expect(milestones.map((milestone) => milestone.ongoing)).toEqual([false, false, false, true])
  })
})

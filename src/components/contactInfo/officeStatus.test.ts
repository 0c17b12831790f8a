import { describe, expect, it } from 'vitest'
import { businessHours } from '#config/businessHours.ts'
import { localClock, officeStatus } from './officeStatus.ts'

// 2026-11-20 is a Friday, 11-21 a Saturday, 11-22 a Sunday, 11-23 a Monday.
const at = (iso: string) => new Date(iso)

describe('localClock', () => {
  it('reads the weekday and time on the office’s own clock', () => {
    // 22:30 UTC on Friday is already Saturday 02:30 in Dubai and 03:30 in Lahore.
    expect(localClock('Asia/Dubai', at('2026-11-20T22:30:00Z'))).toEqual({ isoWeekday: 6, minutes: 150 })
    expect(localClock('Asia/Karachi', at('2026-11-20T22:30:00Z'))).toEqual({ isoWeekday: 6, minutes: 210 })
    expect(localClock('Europe/London', at('2026-11-20T22:30:00Z'))).toEqual({ isoWeekday: 5, minutes: 1350 })
  })

  it('follows British Summer Time', () => {
    expect(localClock('Europe/London', at('2026-07-03T08:30:00Z'))).toEqual({ isoWeekday: 5, minutes: 570 })
  })

  it('reads midnight as 0:00, not 24:00', () => {
    expect(localClock('Asia/Dubai', at('2026-11-22T20:00:00Z'))).toEqual({ isoWeekday: 1, minutes: 0 })
  })
})

describe('officeStatus with Monday-Friday 9-18 and Saturday 10-16', () => {
  it('is open on a Friday afternoon in Dubai while London has not opened yet', () => {
    const now = at('2026-11-20T07:00:00Z') // 11:00 in Dubai, 7:00 in London
    expect(officeStatus(businessHours, 'Asia/Dubai', now)).toEqual({ open: true, closes: '18:00' })
    expect(officeStatus(businessHours, 'Europe/London', now)).toEqual({
      open: false,
      opens: '09:00',
      isoWeekday: 5,
      when: 'today',
    })
  })

  it('after Friday closing, opens tomorrow, Saturday, at 10:00', () => {
    const now = at('2026-11-20T14:30:00Z') // 18:30 in Dubai
    expect(officeStatus(businessHours, 'Asia/Dubai', now)).toEqual({
      open: false,
      opens: '10:00',
      isoWeekday: 6,
      when: 'tomorrow',
    })
  })

  it('keeps Saturday’s shorter hours', () => {
    expect(officeStatus(businessHours, 'Asia/Karachi', at('2026-11-21T10:30:00Z'))).toEqual({
      open: true,
      closes: '16:00',
    }) // 15:30 in Lahore
    expect(officeStatus(businessHours, 'Asia/Karachi', at('2026-11-21T11:00:00Z'))).toEqual({
      open: false,
      opens: '09:00',
      isoWeekday: 1,
      when: 'later',
    }) // 16:00 on Saturday in Lahore: closed until Monday, named by its day
  })

  it('is closed all Sunday and opens tomorrow, Monday, at 9:00', () => {
    expect(officeStatus(businessHours, 'Europe/London', at('2026-11-22T12:00:00Z'))).toEqual({
      open: false,
      opens: '09:00',
      isoWeekday: 1,
      when: 'tomorrow',
    })
  })

  it('says nothing for an office that never opens', () => {
    expect(officeStatus([], 'Asia/Dubai', at('2026-11-22T12:00:00Z'))).toBeNull()
  })
})

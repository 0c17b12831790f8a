import { describe, expect, it } from 'vitest'
import { getOffice } from '#config/offices.ts'
import { whatsappHoursFor } from './whatsappHours.ts'

describe('whatsappHoursFor', () => {
  it('reads Dubai’s weekday hours on London’s clock, winter and summer', () => {
    expect(whatsappHoursFor(getOffice('uae'), getOffice('uk'))).toEqual({
      days: [1, 5],
      winter: { opens: '05:00', closes: '14:00' },
      summer: { opens: '06:00', closes: '15:00' },
    })
  })

  it('leaves an office’s own hours as they are', () => {
    const { winter, summer } = whatsappHoursFor(getOffice('pk'), getOffice('pk'))
    expect(winter).toEqual({ opens: '09:00', closes: '18:00' })
    expect(summer).toEqual(winter)
  })
})

import { describe, expect, it } from 'vitest'
import { offices } from '#config/offices.ts'
import { breadcrumbData, organizationData } from './structuredData.ts'

describe('structured data', () => {
  it('describes the agency with an address and a phone line for each office', () => {
    const data = organizationData('https://example.com', 'https://example.com/ar')
    expect(data.url).toBe('https://example.com/ar')
    expect(data.address.map((address) => address.addressCountry)).toEqual(['GB', 'AE', 'PK'])
    expect(data.contactPoint.map((point) => point.telephone)).toEqual(offices.map((office) => office.phoneE164))
    expect(data.areaServed).toEqual(expect.arrayContaining(['GB', 'AE', 'SA', 'PK']))
  })

  it('numbers breadcrumbs from one', () => {
    const data = breadcrumbData([
      { name: 'Home', url: 'https://example.com/' },
      { name: 'Services', url: 'https://example.com/services' },
    ])
    expect(data.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, 'Home'],
      [2, 'Services'],
    ])
  })
})

export type OfficeId = 'uk' | 'uae' | 'pk'

export interface Office {
  id: OfficeId
  /** E.164, used for tel: links and structured data. */
  phoneE164: string
  /** As dialled and read in the office's country. */
  phoneDisplay: string
  city: string
  street: string
  postalCode: string
  countryCode: 'GB' | 'AE' | 'PK'
  /** ISO 3166 codes of the countries this office serves (structured data). */
  areaServed: readonly string[]
}

export const offices: readonly Office[] = [
  {
    id: 'uk',
    phoneE164: '+442079460958',
    phoneDisplay: '+44 20 7946 0958',
    city: 'London',
    street: '71 Leonard Street',
    postalCode: 'EC2A 4QS',
    countryCode: 'GB',
    areaServed: ['GB'],
  },
  {
    id: 'uae',
    phoneE164: '+97145529310',
    phoneDisplay: '+971 4 552 9310',
    city: 'Dubai',
    street: 'Office 1402, Aspect Tower, Business Bay',
    postalCode: '',
    countryCode: 'AE',
    // The Dubai office serves the whole GCC.
    areaServed: ['AE', 'SA', 'QA', 'KW', 'BH', 'OM'],
  },
  {
    id: 'pk',
    phoneE164: '+924235781460',
    phoneDisplay: '+92 42 3578 1460',
    city: 'Lahore',
    street: '3rd Floor, Arfa Software Technology Park, Ferozepur Road',
    postalCode: '54000',
    countryCode: 'PK',
    areaServed: ['PK'],
  },
]

export function getOffice(id: OfficeId): Office {
  const office = offices.find((candidate) => candidate.id === id)
  if (!office) throw new Error(`Unknown office ${id}`)
  return office
}

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
  /** The office's WhatsApp Business line, if it has one (wa.me links use its digits). */
  whatsapp?: { e164: string; display: string }
  /** IANA time zone: the office's hours are in this local time. */
  timeZone: 'Europe/London' | 'Asia/Dubai' | 'Asia/Karachi'
  /** How the time zone is named beside the hours (Latin abbreviations, read the same in every language). */
  timeZoneName: string
  /** Where the map link points: the building, so the visitor's map app can route there. */
  coordinates: { latitude: number; longitude: number }
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
    // No WhatsApp line in London: UK clients call or email, so English pages send WhatsApp to Dubai.
    timeZone: 'Europe/London',
    timeZoneName: 'GMT/BST (UTC+0/+1)',
    coordinates: { latitude: 51.5262, longitude: -0.0818 },
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
    whatsapp: { e164: '+971552184630', display: '+971 55 218 4630' },
    timeZone: 'Asia/Dubai',
    timeZoneName: 'GST (UTC+4)',
    coordinates: { latitude: 25.1857, longitude: 55.2737 },
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
    whatsapp: { e164: '+923214578310', display: '+92 321 4578310' },
    timeZone: 'Asia/Karachi',
    timeZoneName: 'PKT (UTC+5)',
    coordinates: { latitude: 31.4762, longitude: 74.3428 },
  },
]

export function getOffice(id: OfficeId): Office {
  const office = offices.find((candidate) => candidate.id === id)
  if (!office) throw new Error(`Unknown office ${id}`)
  return office
}

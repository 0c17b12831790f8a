import { describe, expect, it } from 'vitest'
import { officesFor, ownOfficeFirst, whatsappOfficeFor } from './primaryOffice.ts'

describe('the reader’s own office first', () => {
  it('puts Dubai first for Arabic, Lahore for Urdu and London for English', () => {
    expect(officesFor('ar').map((office) => office.id)).toEqual(['uae', 'uk', 'pk'])
    expect(officesFor('ur').map((office) => office.id)).toEqual(['pk', 'uk', 'uae'])
    expect(officesFor('en').map((office) => office.id)).toEqual(['uk', 'uae', 'pk'])
  })

  it('keeps a list without the reader’s office as it is', () => {
    expect(ownOfficeFirst(['pk', 'uae'] as const, 'ar', (id) => id)).toEqual(['uae', 'pk'])
    expect(ownOfficeFirst(['pk', 'uae'] as const, 'en', (id) => id)).toEqual(['pk', 'uae'])
  })

  it('sends WhatsApp to the reader’s office, or to Dubai from the UK', () => {
    expect(whatsappOfficeFor('ar').id).toBe('uae')
    expect(whatsappOfficeFor('ur').id).toBe('pk')
    expect(whatsappOfficeFor('en').id).toBe('uae')
  })
})

import { describe, expect, it } from 'vitest'
import { getI18n } from '#i18n/getI18n.ts'
import en from '#locales/en/contact.json'
import { serializeIslandData } from './islandData.ts'
import { islandStrings } from './islandStrings.ts'

describe('serializeIslandData', () => {
  it('keeps a visitor who types </script> from ending the data block', () => {
    const values = { name: '</script><script>alert(1)</script>', email: '', phone: '', message: '' }
    const json = serializeIslandData({
      locale: 'en',
      strings: islandStrings(getI18n('en').getFixedT('en', 'contact'), en.form),
      contactForm: { values, errors: {} },
    })
    expect(json).not.toContain('</script')
    expect(JSON.parse(json).contactForm.values.name).toBe(values.name)
  })
})

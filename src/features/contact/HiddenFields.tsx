import Box from '@mui/material/Box'
import type { Locale } from '#i18n/locales.ts'
import { contactPagePath } from './contactPagePath.ts'
import { useFormTranslator } from './FormTranslatorContext.tsx'

/**
 * What the form sends besides the visitor's fields, and the honeypot: a field people and
 * assistive technology never meet, that only a robot fills in.
 */
export function HiddenFields(props: { locale: Locale; idempotencyKey: string; formToken: string }) {
  const t = useFormTranslator()
  return (
    <>
      <input type="hidden" name="locale" value={props.locale} />
      <input type="hidden" name="page" value={contactPagePath} />
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      <input type="hidden" name="formToken" value={props.formToken} />
      <Box
        aria-hidden="true"
        sx={{ position: 'absolute', insetInlineStart: '-10000px', top: 0, width: 1, height: 1, overflow: 'hidden' }}
      >
        <label htmlFor="contact-website">{t('honeypot')}</label>
        <input id="contact-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </Box>
    </>
  )
}

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ContactIsland } from '#features/contact/ContactIsland.tsx'
import { ContactSent } from '#features/contact/ContactSent.tsx'
import { emptyContactValues } from '#features/contact/contactFormState.ts'
import { fieldErrorKeys } from '#features/contact/formStrings.ts'
import {
  contactIslandDataId,
  contactIslandId,
  contactToastsId,
  serializeIslandData,
} from '#features/contact/islandData.ts'
import { islandStrings } from '#features/contact/islandStrings.ts'
import { contactSentHeadingId, contactSentPanelId } from '#features/contact/sentPanel.ts'
import { TooManyNotice } from '#features/contact/TooManyNotice.tsx'
import { formTokenPlaceholder, idempotencyKeyPlaceholder } from '#features/contact/tokenPlaceholders.ts'
import { withoutTooMany } from '#features/contact/tooManyNotice.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

/**
 * The form as server HTML that posts without JavaScript, plus what +client.ts needs to hydrate
 * it: this locale's form strings as a JSON data block (not a script CSP would run). After the
 * island sends, "Message sent" and what happens next take the form's place (sentPanel.ts). A post
 * over the rate limit is answered by its own notice under the form, not by the error summary.
 */
export function ContactFormSection() {
  const { t, i18n } = useTranslation('contact')
  const { t: tChannels } = useTranslation('channels')
  const { locale, contactForm: refused } = usePageContext()
  const { contactForm, tooMany } = withoutTooMany(refused)
  const strings = islandStrings(t, (i18n.getResourceBundle(locale, 'contact') as { form: object }).form)
  return (
    <Box component="section" aria-labelledby="contact-form-heading" sx={{ mb: { xs: 6, md: 5 } }}>
      <div data-hidden-when-sent>
        <Typography id="contact-form-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
          {t('form.heading')}
        </Typography>
        <div id={contactIslandId}>
          <ContactIsland
            locale={locale}
            strings={strings}
            formToken={formTokenPlaceholder}
            idempotencyKey={idempotencyKeyPlaceholder}
            initialValues={contactForm?.values ?? emptyContactValues}
            initialErrors={fieldErrorKeys(contactForm?.errors)}
          />
        </div>
        <TooManyNotice shown={tooMany} />
      </div>
      {/* No live region: its headline takes the focus, and the toast alone is announced. */}
      <div id={contactSentPanelId} hidden>
        <ContactSent level={2} headingId={contactSentHeadingId}>
          <Button variant="text" data-send-another>
            {tChannels('sent.another')}
          </Button>
        </ContactSent>
      </div>
      {/* Toasts are rendered here by the browser: a polite live region present from the start,
          after the panel in the tab order. They are drawn over the page (Toasts.tsx): on a phone
          across the bottom, above the action bar; wider in the bottom corner at the reading
          direction's end.
          Not atomic: a second toast is read alone, not with the first again. */}
      <div id={contactToastsId} role="status" aria-live="polite" aria-atomic="false" />
      <script
        type="application/json"
        id={contactIslandDataId}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, '<' escaped by serializeIslandData
        dangerouslySetInnerHTML={{ __html: serializeIslandData({ locale, strings, contactForm }) }}
      />
    </Box>
  )
}

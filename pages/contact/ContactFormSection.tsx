import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ContactIsland } from '#features/contact/ContactIsland.tsx'
import { ContactNextSteps } from '#features/contact/ContactNextSteps.tsx'
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
 * island sends, the panel saying what happens next takes the form's place (sentPanel.ts). A post
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
      <div id={contactSentPanelId} hidden>
        <ContactNextSteps heading={tChannels('sent.heading')} headingId={contactSentHeadingId}>
          <Button variant="text" data-send-another>
            {tChannels('sent.another')}
          </Button>
        </ContactNextSteps>
      </div>
      {/* Toasts are rendered here by the browser: a polite live region present from the start. It
          sits under the form's send button, and under the panel once the form is hidden: in the
          flow, so it never covers the panel's heading or its links. */}
      <div id={contactToastsId} role="status" aria-live="polite" />
      <script
        type="application/json"
        id={contactIslandDataId}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, '<' escaped by serializeIslandData
        dangerouslySetInnerHTML={{ __html: serializeIslandData({ locale, strings, contactForm }) }}
      />
    </Box>
  )
}

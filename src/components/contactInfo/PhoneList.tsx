import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { officesFor } from './primaryOffice.ts'

/** The three office lines as tel: links, each named by its country, the reader's own office first. */
export function PhoneList() {
  const { t } = useTranslation()
  const { locale } = usePageContext()
  return (
    <dl className="contact-list">
      {officesFor(locale).map((office) => (
        <div key={office.id}>
          <dt>{t(`offices.${office.id}`)}</dt>
          <dd>
            {/* A tap target of 44 px (WCAG 2.5.5) however small the text. */}
            <Link
              href={`tel:${office.phoneE164}`}
              dir="ltr"
              color="inherit"
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
            >
              {office.phoneDisplay}
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  )
}

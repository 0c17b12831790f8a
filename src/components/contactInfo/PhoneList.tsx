import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { offices } from '#config/offices.ts'

/** The three office lines as tel: links, each named by its country. */
export function PhoneList() {
  const { t } = useTranslation()
  return (
    <dl className="contact-list">
      {offices.map((office) => (
        <div key={office.id}>
          <dt>{t(`offices.${office.id}`)}</dt>
          <dd>
            <Link href={`tel:${office.phoneE164}`} dir="ltr" color="inherit">
              {office.phoneDisplay}
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  )
}

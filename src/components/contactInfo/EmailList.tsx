import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { type MailboxId, mailboxes } from '#config/mailboxes.ts'

export function EmailList() {
  const { t } = useTranslation()
  return (
    <dl className="contact-list">
      {(Object.keys(mailboxes) as MailboxId[]).map((id) => (
        <div key={id}>
          <dt>{t(`mailboxes.${id}`)}</dt>
          <dd>
            <Link href={`mailto:${mailboxes[id]}`} dir="ltr" color="inherit">
              {mailboxes[id]}
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  )
}

import { Trans, useTranslation } from 'react-i18next'
import { businessHours } from '#config/businessHours.ts'
import { formatHourOfDay } from '#i18n/format.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { openingDays } from './openingDays.ts'

/**
 * 'Monday – Friday: 9:00 AM – 6:00 PM', 'پیر تا جمعہ: صبح 9 بجے سے شام 6 بجے تک', one line per
 * opening period, in the page's language. The times are one span that never breaks
 * (GlobalStyles): in the footer's narrow column a line started with '– 6:00 م'.
 */
export function BusinessHours() {
  const { t } = useTranslation()
  const { locale } = usePageContext()
  return (
    <ul className="contact-hours">
      {businessHours.map(({ days, opens, closes }) => (
        <li key={days[0]}>
          <Trans
            t={t}
            i18nKey="hours.range"
            values={{
              days: openingDays(t, locale, days),
              opens: formatHourOfDay(locale, opens),
              closes: formatHourOfDay(locale, closes),
            }}
            components={{ times: <span /> }}
          />
        </li>
      ))}
    </ul>
  )
}

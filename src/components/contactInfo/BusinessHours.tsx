import { useTranslation } from 'react-i18next'
import { businessHours } from '#config/businessHours.ts'
import { formatTimeOfDay, formatWeekday } from '#i18n/format.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

/** 'Monday – Friday: 9:00 AM – 6:00 PM', one line per opening period, in the page's language. */
export function BusinessHours() {
  const { t } = useTranslation()
  const { locale } = usePageContext()
  return (
    <ul className="contact-hours">
      {businessHours.map(({ days: [first, last], opens, closes }) => {
        const days =
          first === last
            ? formatWeekday(locale, first)
            : t('hours.dayRange', { first: formatWeekday(locale, first), last: formatWeekday(locale, last) })
        return (
          <li key={first}>
            {t('hours.range', { days, opens: formatTimeOfDay(locale, opens), closes: formatTimeOfDay(locale, closes) })}
          </li>
        )
      })}
    </ul>
  )
}

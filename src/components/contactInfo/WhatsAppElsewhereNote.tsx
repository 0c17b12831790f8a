import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { getOffice } from '#config/offices.ts'
import { formatHourOfDay } from '#i18n/format.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { openingDays } from './openingDays.ts'
import { primaryOfficeByLocale } from './primaryOffice.ts'
import { useWhatsApp } from './useWhatsApp.ts'
import { whatsappHoursFor } from './whatsappHours.ts'

/**
 * Where the reader's own office has no WhatsApp line (London), who answers its WhatsApp button
 * and when, on the reader's own clock: said once, on Contact, so the buttons can say plainly
 * "WhatsApp" (round-9 English review) and a UK buyer still learns the chat is in Dubai before
 * writing, and that Dubai's day ends at 2 pm London time, not 6.
 */
export function WhatsAppElsewhereNote() {
  const { t } = useTranslation('channels')
  const { t: tCommon } = useTranslation()
  const { locale } = usePageContext()
  const whatsapp = useWhatsApp()
  if (whatsapp.own) return null
  const reader = getOffice(primaryOfficeByLocale[locale])
  const { days, winter, summer } = whatsappHoursFor(whatsapp.office, reader)
  const time = (hhmm: string) => formatHourOfDay(locale, hhmm)
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {t('whatsapp.answeredIn', {
        city: t(`offices.city.${whatsapp.office.id}`),
        readerCity: t(`offices.city.${reader.id}`),
        days: openingDays(tCommon, locale, days),
        opens: time(winter.opens),
        closes: time(winter.closes),
        summerOpens: time(summer.opens),
        summerCloses: time(summer.closes),
      })}
    </Typography>
  )
}

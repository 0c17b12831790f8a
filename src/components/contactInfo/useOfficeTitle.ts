import { useTranslation } from 'react-i18next'
import type { OfficeId } from '#config/offices.ts'

/** An office's strongest line, its city and country: "Lahore, Pakistan". */
export function useOfficeTitle() {
  const { t } = useTranslation('channels')
  const { t: common } = useTranslation()
  return (id: OfficeId) => t('offices.title', { city: t(`offices.city.${id}`), country: common(`offices.${id}`) })
}

import { useTranslation } from 'react-i18next'
import { CardList } from '#components/CardList.tsx'
import { ServiceDetailCard } from './ServiceDetailCard.tsx'
import { services } from './services.ts'

/** Every service in full, one card each, for the Services page. */
export function ServiceDetails() {
  const { t } = useTranslation('services')
  return (
    <CardList aria-label={t('listLabel')} columns={{ xs: 1 }} gap={{ xs: 3, md: 4 }}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceDetailCard service={service} />
        </li>
      ))}
    </CardList>
  )
}

import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { ServiceDetailCard } from './ServiceDetailCard.tsx'
import { services } from './services.ts'

/** Every service in full, one card each, for the Services page. */
export function ServiceDetails() {
  const { t } = useTranslation('services')
  return (
    <Box
      component="ul"
      aria-label={t('listLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 3, md: 4 } }}
    >
      {services.map((service) => (
        <li key={service.id}>
          <ServiceDetailCard service={service} />
        </li>
      ))}
    </Box>
  )
}

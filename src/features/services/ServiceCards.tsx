import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { CardList } from '#components/CardList.tsx'
import { ServiceIcon } from './ServiceIcon.tsx'
import { services } from './services.ts'

/** The five service cards: icon, title and description. */
export function ServiceCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('home')
  return (
    <CardList>
      {services.map(({ id, icon }) => (
        <li key={id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ p: 3 }}>
              <ServiceIcon icon={icon} />
              <Typography variant="h3" component={headingLevel} gutterBottom>
                {t(`services.${id}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`services.${id}.description`)}</Typography>
            </CardContent>
          </Card>
        </li>
      ))}
    </CardList>
  )
}

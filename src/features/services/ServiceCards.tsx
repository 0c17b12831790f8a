import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ServiceIcon } from './ServiceIcon.tsx'
import { services } from './services.ts'

/** The five service cards: icon, title and description. */
export function ServiceCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('home')
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
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
    </Box>
  )
}

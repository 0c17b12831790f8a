import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { CardList } from '#components/CardList.tsx'
import { useLocalize } from '#i18n/useLocalize.ts'
import { ServiceIcon } from './ServiceIcon.tsx'
import { services } from './services.ts'

/**
 * The five service cards: icon, title and description. Each title links to its service on the
 * Services page and covers its card (its ::after), so a tap anywhere on the card goes there: a
 * phone reader tapped "POS Solutions" and nothing happened (Arabic reviewer, round 6).
 */
export function ServiceCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('home')
  const localize = useLocalize()
  return (
    <CardList>
      {services.map(({ id, icon }) => (
        <li key={id}>
          <Card
            variant="outlined"
            sx={{
              position: 'relative',
              height: '100%',
              '&:hover': { borderColor: 'primary.main' },
              '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <CardContent sx={{ p: 3 }}>
              <ServiceIcon icon={icon} />
              <Typography variant="h3" component={headingLevel} gutterBottom>
                <Link
                  href={`${localize('/services')}#${id}`}
                  color="inherit"
                  underline="hover"
                  sx={{
                    '&::after': { content: '""', position: 'absolute', inset: 0 },
                    '&:focus-visible': { outline: 'none' },
                  }}
                >
                  {t(`services.${id}.title`)}
                </Link>
              </Typography>
              <Typography color="text.secondary">{t(`services.${id}.description`)}</Typography>
            </CardContent>
          </Card>
        </li>
      ))}
    </CardList>
  )
}

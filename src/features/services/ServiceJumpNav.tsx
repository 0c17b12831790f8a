import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { services } from './services.ts'

/** Links to each service's card further down the Services page, for readers who know what they want. */
export function ServiceJumpNav() {
  const { t } = useTranslation('services')
  const { t: home } = useTranslation('home')
  return (
    <Box component="nav" aria-label={t('jumpLabel')} sx={{ mt: 4 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {services.map(({ id }) => (
          <li key={id}>
            <Link
              href={`#${id}`}
              underline="none"
              sx={{
                display: 'inline-block',
                px: 2,
                py: 0.75,
                borderRadius: 5,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'primary.dark',
                // Semi-bold in Latin and Arabic; regular in Urdu, whose font ships one weight.
                fontWeight: (theme) => theme.typography.button.fontWeight,
                '&:hover': { borderColor: 'primary.main', bgcolor: '#e6ebf7' },
              }}
            >
              {home(`services.${id}.title`)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  )
}

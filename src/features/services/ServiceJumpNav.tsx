import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { atLeastCaption } from '#components/theme/atLeastCaption.ts'
import { services } from './services.ts'

const labelId = 'service-jump-label'

/**
 * Links to each service's card further down the Services page, for readers who know what they
 * want. From `md` up a column at the end side of the page's band, which the heading and intro left
 * blank; on a phone a wrapped row of small pills under the intro, three rows at most: one pill per
 * line took 470 px before the first service (English reviewer, round 9).
 */
export function ServiceJumpNav() {
  const { t } = useTranslation('services')
  const { t: home } = useTranslation('home')
  return (
    <Box component="nav" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('jumpLabel')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: { xs: 'flex', md: 'grid' },
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        {services.map(({ id }) => (
          <li key={id}>
            <Link
              href={`#${id}`}
              underline="none"
              sx={[
                {
                  display: 'flex',
                  alignItems: 'center',
                  minHeight: { xs: 36, md: 40 },
                  px: { xs: 1.25, md: 2 },
                  py: 0.25,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                  color: 'primary.dark',
                  // Semi-bold in Latin and Arabic; regular in Urdu, whose font ships one weight.
                  fontWeight: (theme) => theme.typography.button.fontWeight,
                  '&:hover': { borderColor: 'primary.main', bgcolor: '#e6ebf7' },
                },
                // Small on a phone, never under the script's minimum (Urdu 15 px).
                (theme) => ({
                  fontSize: atLeastCaption('0.875rem')(theme),
                  [theme.breakpoints.up('md')]: { fontSize: '1rem' },
                }),
              ]}
            >
              {home(`services.${id}.title`)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  )
}

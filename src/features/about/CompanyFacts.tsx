import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { company } from '#config/company.ts'
import { offices } from '#config/offices.ts'
import { formatNumber } from '#i18n/format.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

/** The agency in three figures: founding year, projects completed, offices. */
export function CompanyFacts() {
  const { t } = useTranslation('about')
  const { locale } = usePageContext()
  const facts = [
    { label: t('mission.facts.founded'), value: formatNumber(locale, company.foundedYear) },
    {
      label: t('mission.facts.projects'),
      value: t('mission.facts.projectsValue', { count: formatNumber(locale, company.projectsCompleted) }),
    },
    {
      label: t('mission.facts.offices'),
      value: t('mission.facts.officesValue', { count: formatNumber(locale, offices.length) }),
    },
  ]
  return (
    <Box
      component="dl"
      aria-label={t('mission.factsLabel', { company: company.name })}
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: '1fr' } }}
    >
      {facts.map(({ label, value }) => (
        <Box
          key={label}
          sx={{
            display: 'flex',
            flexDirection: 'column-reverse',
            p: { xs: 2, md: 3 },
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Typography component="dt" color="text.secondary" sx={{ fontSize: { xs: '0.875rem', md: '1rem' } }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontSize: { xs: '1.6rem', md: '2.25rem' },
              fontWeight: 700,
              lineHeight: 1.3,
              color: 'primary.main',
              fontFamily: '"Inter", sans-serif',
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

import UpcomingIcon from '@mui/icons-material/RocketLaunchOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Section } from '#components/Section.tsx'
import { sisterProducts } from '#config/products.ts'

const toolsName = sisterProducts.find((product) => product.id === 'tools')?.name

// What the tools site will offer next, in the order the specification lists it. One icon for all
// five: each different picture cost the products page, the heaviest of the site, 150 bytes.
const plans = ['ai', 'collaboration', 'api', 'mobile', 'analytics'] as const

/** The 'Coming Soon' list of features planned for the tools site. */
export function Roadmap() {
  const { t } = useTranslation('products')
  return (
    <Section id="roadmap" heading={t('roadmap.heading')} intro={t('roadmap.intro', { name: toolsName })} tinted>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1, md: 2 },
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
        }}
      >
        {plans.map((id) => (
          <Box
            component="li"
            key={id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              px: 2,
              py: { xs: 1, md: 2 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <UpcomingIcon aria-hidden color="secondary" />
            <Typography component="span" sx={{ fontWeight: (theme) => theme.typography.button.fontWeight }}>
              {t(`roadmap.items.${id}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  )
}

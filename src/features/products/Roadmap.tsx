import AiIcon from '@mui/icons-material/AutoAwesomeOutlined'
import AnalyticsIcon from '@mui/icons-material/BarChartOutlined'
import ApiIcon from '@mui/icons-material/CodeOutlined'
import CollaborationIcon from '@mui/icons-material/ForumOutlined'
import MobileIcon from '@mui/icons-material/SmartphoneOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Section } from '#components/Section.tsx'
import { sisterProducts } from '#config/products.ts'

const toolsName = sisterProducts.find((product) => product.id === 'tools')?.name

// What the tools site will offer next, in the order the specification lists it, each with its own
// picture: one rocket for all five read as a template (English reviewer, round 6). The icons are
// the smallest fitting ones: the products page is the heaviest of the site.
const plans = [
  { id: 'ai', Icon: AiIcon },
  { id: 'collaboration', Icon: CollaborationIcon },
  { id: 'api', Icon: ApiIcon },
  { id: 'mobile', Icon: MobileIcon },
  { id: 'analytics', Icon: AnalyticsIcon },
] as const

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
        {plans.map(({ id, Icon }) => (
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
            <Icon aria-hidden color="secondary" />
            <Typography component="span" sx={{ fontWeight: (theme) => theme.typography.button.fontWeight }}>
              {t(`roadmap.items.${id}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  )
}

import ChatIcon from '@mui/icons-material/ChatOutlined'
import HandymanIcon from '@mui/icons-material/HandymanOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { CardList } from '#components/CardList.tsx'
import { ExternalLink } from '#components/layout/ExternalLink.tsx'
import { type ProductId, sisterProducts, toolsClaim } from '#config/products.ts'

const icons: Record<ProductId, typeof ChatIcon> = { tools: HandymanIcon, chatbot: ChatIcon }

interface ProductCardsProps {
  headingLevel?: 'h2' | 'h3'
  /** Tighter on a phone, where the products page's hero shows them above everything else. */
  dense?: boolean
}

/** The two sister products, in their configured order, each with its external link (a new tab, said on screen). */
export function ProductCards({ headingLevel = 'h3', dense = false }: ProductCardsProps) {
  const { t } = useTranslation('home')
  return (
    <CardList columns={{ xs: 1, md: 2 }} gap={dense ? { xs: 2, md: 3 } : 3}>
      {sisterProducts.map(({ id, name, url }) => {
        const Icon = icons[id]
        return (
          <li key={id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: dense ? 2.5 : 3, md: 4 } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: { xs: dense ? 1 : 2, md: 2 } }}>
                  <Icon aria-hidden color="secondary" fontSize="large" />
                  <Typography component="span" lang="en" dir="ltr" sx={{ fontWeight: 700, color: 'secondary.dark' }}>
                    {name}
                  </Typography>
                </Box>
                <Typography variant="h3" component={headingLevel} gutterBottom>
                  {t(`products.${id}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: { xs: dense ? 1.5 : 2, md: 2 } }}>
                  {t(`products.${id}.description`, { count: toolsClaim.toolCount })}
                </Typography>
                <ExternalLink href={url} newTabIcon sx={{ fontWeight: 700 }}>
                  {t('products.visit', { name })}
                </ExternalLink>
              </CardContent>
            </Card>
          </li>
        )
      })}
    </CardList>
  )
}

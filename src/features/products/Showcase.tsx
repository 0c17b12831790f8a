import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { CardList } from '#components/CardList.tsx'
import { Section } from '#components/Section.tsx'
import { sisterProducts } from '#config/products.ts'
import { screenshotSize, screenshots } from './screenshots.ts'

const toolsName = sisterProducts.find((product) => product.id === 'tools')?.name

/** 'See It in Action': three screens of the tools site, each with a caption. */
export function Showcase() {
  const { t } = useTranslation('products')
  return (
    <Section id="showcase" heading={t('showcase.heading')} intro={t('showcase.intro', { name: toolsName })}>
      <CardList gap={{ xs: 4, md: 3 }}>
        {screenshots.map(({ id, src }) => (
          <li key={id}>
            <Box component="figure" sx={{ m: 0 }}>
              <Box
                component="img"
                src={src}
                alt={t(`showcase.screens.${id}.alt`, { name: toolsName })}
                width={screenshotSize.width}
                height={screenshotSize.height}
                loading="lazy"
                decoding="async"
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'background.paper',
                }}
              />
              <Typography component="figcaption" color="text.secondary" sx={{ mt: 1.5 }}>
                {t(`showcase.screens.${id}.caption`)}
              </Typography>
            </Box>
          </li>
        ))}
      </CardList>
    </Section>
  )
}

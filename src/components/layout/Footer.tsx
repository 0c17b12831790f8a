import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { company } from '#config/company.ts'
import { sisterProducts, toolsClaim } from '#config/products.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { BusinessHours } from '../contactInfo/BusinessHours.tsx'
import { EmailList } from '../contactInfo/EmailList.tsx'
import { PhoneList } from '../contactInfo/PhoneList.tsx'
import { inkBackground, inkMutedText, inkText } from '../theme/palette.ts'
import { BrandMark } from './BrandMark.tsx'
import { ExternalLink } from './ExternalLink.tsx'
import { footerOnlyNavigation, legalNavigation, primaryNavigation } from './navigation.ts'

const tools = sisterProducts.find((product) => product.id === 'tools')

function Column({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="h2" variant="h6" sx={{ color: '#fff', mb: 1.5 }}>
        {heading}
      </Typography>
      {children}
    </div>
  )
}

function LinkList({ links }: { links: { href: string; label: string }[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {links.map(({ href, label }) => (
        <li key={href}>
          <Link href={href} color="inherit">
            {label}
          </Link>
        </li>
      ))}
    </Box>
  )
}

export function Footer() {
  const { t } = useTranslation()
  const { t: tChannels } = useTranslation('channels')
  const localize = useLocalize()
  const year = new Date().getFullYear()
  const quickLinks = [...primaryNavigation, ...footerOnlyNavigation].map(({ key, path }) => ({
    href: localize(path),
    label: t(`nav.${key}`),
  }))
  const legalLinks = legalNavigation.map(({ key, path }) => ({ href: localize(path), label: t(`footer.${key}`) }))

  return (
    <Box
      component="footer"
      className="ink"
      sx={{ bgcolor: inkBackground, color: inkText, mt: 'auto', pt: { xs: 6, md: 8 }, pb: 4 }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 2fr 1.3fr' },
          }}
        >
          <div>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
              <BrandMark />
              <Typography
                component="p"
                lang="en"
                dir="ltr"
                sx={{ fontFamily: '"Inter", sans-serif', fontWeight: 700, fontSize: '1.15rem', color: '#fff' }}
              >
                {company.name}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ color: inkMutedText, mb: 3 }}>
              {t('footer.tagline')}
            </Typography>
            {tools && (
              <Box sx={{ border: 1, borderColor: 'rgba(255,255,255,0.18)', borderRadius: 2, p: 2 }}>
                <Typography component="h2" variant="h6" sx={{ color: '#fff' }}>
                  {t('footer.toolsHeading')}
                </Typography>
                <Typography variant="body2" sx={{ color: inkMutedText, my: 1 }}>
                  {t('footer.toolsText', { count: toolsClaim.toolCount })}
                </Typography>
                <ExternalLink href={tools.url} color="inherit" sx={{ fontWeight: 700 }}>
                  {t('footer.toolsLink', { name: tools.name })}
                </ExternalLink>
              </Box>
            )}
          </div>
          <Box
            component="nav"
            aria-label={t('a11y.footerNavigation')}
            sx={{ display: 'grid', gap: 5, gridTemplateColumns: '1fr 1fr', gridColumn: { sm: 'span 2', md: 'auto' } }}
          >
            <Column heading={t('footer.quickLinks')}>
              <LinkList links={quickLinks} />
            </Column>
            <Column heading={t('footer.legal')}>
              <LinkList links={legalLinks} />
            </Column>
          </Box>
          <Column heading={t('footer.contactHeading')}>
            <Box sx={{ color: inkMutedText, '& dt': { color: inkText, fontWeight: 600 } }}>
              <PhoneList />
              <EmailList />
              <Typography component="h3" variant="body2" sx={{ color: inkText, fontWeight: 600, mt: 1.5 }}>
                {t('hours.heading')}
              </Typography>
              <BusinessHours />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {tChannels('offices.localTimeNote')}
              </Typography>
            </Box>
          </Column>
        </Box>
        <Typography
          variant="body2"
          sx={{ color: inkMutedText, borderTop: 1, borderColor: 'rgba(255,255,255,0.18)', mt: 6, pt: 3 }}
        >
          <Trans
            i18nKey="footer.copyright"
            values={{ year, company: company.name }}
            components={{ year: <span data-current-year /> }}
          />
        </Typography>
      </Container>
    </Box>
  )
}

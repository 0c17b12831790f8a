import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import type { Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { company } from '#config/company.ts'
import { sisterProducts, toolsClaim } from '#config/products.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { BusinessHours } from '../contactInfo/BusinessHours.tsx'
import { EmailList } from '../contactInfo/EmailList.tsx'
import { inkBackground, inkMutedText, inkText } from '../theme/palette.ts'
import { BrandMark } from './BrandMark.tsx'
import { ExternalLink } from './ExternalLink.tsx'
import { FooterOfficeLines } from './FooterOfficeLines.tsx'
import { FooterRegistration } from './FooterRegistration.tsx'
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

type Links = { href: string; label: string }[]

function LinkList({ links }: { links: Links }) {
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

/**
 * A titled link list. On a phone it is a disclosure, closed until tapped: the header's menu
 * already lists these pages, and seven open links of 44 px each took a third of a screen.
 * From `sm` up it shows as a heading over an open list (see `linkGroupSx`). Pages the header's
 * menu does not list (`shown`) stay outside the disclosure, so a phone shows them: the blog was
 * found only by opening "Quick Links" (English reviewer, round 6).
 */
function LinkGroup({ heading, links, shown = [] }: { heading: string; links: Links; shown?: Links }) {
  const disclosure = (
    <details>
      <summary>
        <Typography component="h2" variant="h6" sx={{ color: '#fff', mb: 1.5 }}>
          {heading}
        </Typography>
      </summary>
      <LinkList links={links} />
    </details>
  )
  if (shown.length === 0) return disclosure
  return (
    <div>
      {disclosure}
      <Box sx={shownLinksSx}>
        <LinkList links={shown} />
      </Box>
    </div>
  )
}

// On a phone a shown link is a row like the disclosures' beside it, its heading's type and a
// triangle pointing on: as a plain link between two of them it read as a stray line (English and
// Arabic reviewers, round 8). Wider, it ends the open list above it.
const shownLinksSx = (theme: Theme) => ({
  mt: 1,
  [theme.breakpoints.down('sm')]: {
    mt: 0,
    '& a': {
      ...theme.typography.h6,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      minHeight: 44,
      color: '#fff',
      textDecoration: 'none',
      '&::after': { content: '""', borderBlock: '5px solid transparent', borderInlineStart: '6px solid currentColor' },
    },
  },
})

// The disclosure row is a 44 px tap target with a triangle that turns when open (a triangle of
// borders mirrors itself in RTL). Where the browser can style the disclosed content
// (::details-content), it stays open from `sm` up and the summary is only its heading, out of
// the tab order; elsewhere larger screens keep a working disclosure.
const linkGroupSx = (theme: Theme) => ({
  '& summary': {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    minHeight: 44,
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': {
      content: '""',
      borderInline: '5px solid transparent',
      borderTop: '6px solid currentColor',
      transition: 'transform 150ms',
    },
  },
  '& details[open] summary::after': { transform: 'rotate(180deg)' },
  [theme.breakpoints.down('sm')]: { '& summary': { justifyContent: 'space-between' } },
  '@supports selector(::details-content)': {
    [theme.breakpoints.up('sm')]: {
      '& summary': { display: 'contents' },
      '& summary::after': { display: 'none' },
      '& details::details-content': { contentVisibility: 'visible', display: 'contents' },
    },
  },
})

export function Footer() {
  const { t } = useTranslation()
  const { t: tChannels } = useTranslation('channels')
  const localize = useLocalize()
  const year = new Date().getFullYear()
  const navLinks = (items: readonly (typeof primaryNavigation | typeof footerOnlyNavigation)[number][]) =>
    items.map(({ key, path }) => ({ href: localize(path), label: t(`nav.${key}`) }))
  const legalLinks = legalNavigation.map(({ key, path }) => ({ href: localize(path), label: t(`footer.${key}`) }))

  return (
    <Box
      component="footer"
      className="ink"
      sx={(theme) => ({
        bgcolor: inkBackground,
        color: inkText,
        mt: 'auto',
        pt: { xs: 6, md: 8 },
        pb: 4,
        // On a phone the footer closes every page, so it packs into about one screen: tighter
        // spacing, each office's label on its number's row, and every link a 44 px tap target
        // (WCAG 2.5.5). One block of rules here, rather than a breakpoint on each element,
        // keeps the CSS that every page's HTML carries small.
        [theme.breakpoints.down('sm')]: {
          pt: 4,
          pb: 3,
          '& .MuiContainer-root > div': { gap: 3 },
          '& .MuiContainer-root > p': { mt: 3, pt: 2 },
          '& h2': { mb: 0.5 },
          '& summary h2': { mb: 0 },
          '& h2 + p': { my: 0.5 },
          '& h3': { mt: 1 },
          '& ul + p': { mt: 0.5 },
          '& nav': { gap: 2 },
          '& nav ul': { gap: 0 },
          '& a': { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
          '& .contact-list': { gap: 0 },
          '& .contact-list + .contact-list': { mt: 0 },
          '& .contact-list > div': {
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            columnGap: 2,
          },
        },
        // Days over times on every line alike where the contact column is narrow: it has no room
        // for 'Monday – Friday:' and its times on one line, and only that line broke (round-5
        // reviews). A phone's full width has room for both.
        [theme.breakpoints.up('sm')]: { '& .contact-hours span': { display: 'block' } },
      })}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.2fr 1.6fr 2.4fr' },
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
              // Heading, sentence and link stacked at every width: on a phone the link once shared
              // the heading's row, at its far end, and the two read as two headings.
              <Box
                sx={{
                  border: 1,
                  borderColor: 'rgba(255,255,255,0.18)',
                  borderRadius: 2,
                  p: { xs: 1.5, sm: 2 },
                }}
              >
                <Typography component="h2" variant="h6" sx={{ color: '#fff' }}>
                  {t('footer.toolsHeading')}
                </Typography>
                <Typography variant="body2" sx={{ color: inkMutedText, my: 1 }}>
                  {t('footer.toolsText', { count: toolsClaim.toolCount })}
                </Typography>
                <ExternalLink href={tools.url} color="inherit" newTabIcon sx={{ fontWeight: 700 }}>
                  {t('footer.toolsLink', { name: tools.name })}
                </ExternalLink>
              </Box>
            )}
          </div>
          <Box
            component="nav"
            aria-label={t('a11y.footerNavigation')}
            sx={(theme) => ({
              display: 'grid',
              gap: 5,
              // Each list as wide as its longest link, where there is room: in halves, the Arabic
              // 'سياسة ملفات تعريف الارتباط' broke over two lines at 1280 px (round-5 review). On a
              // phone one disclosure a row, full width: side by side, an opened list showed under
              // both, and the blog's link sat alone below them (round-7 reviews).
              gridTemplateColumns: { xs: '1fr', sm: 'auto auto' },
              justifyContent: 'start',
              alignItems: 'start',
              gridColumn: { sm: 'span 2', md: 'auto' },
              ...linkGroupSx(theme),
            })}
          >
            <LinkGroup
              heading={t('footer.quickLinks')}
              links={navLinks(primaryNavigation)}
              shown={navLinks(footerOnlyNavigation)}
            />
            <LinkGroup heading={t('footer.legal')} links={legalLinks} />
          </Box>
          <Column heading={t('footer.contactHeading')}>
            {/* Labels are marked by colour and size, never weight: Urdu ships one Nastaliq weight,
                and a synthesized bold made "Pakistan" stronger than the heading above it. From
                `md` up the column splits in two, so it is no taller than the columns beside it. */}
            <Box
              sx={(theme) => ({
                color: inkText,
                '& dt, & .contact-label': {
                  color: inkMutedText,
                  fontSize: theme.typography.body2.fontSize,
                  fontWeight: 400,
                },
                // The hours at the size of the rest of the column: at the body's size they outweighed
                // the numbers (Urdu reviewer, round 7).
                '& .contact-hours': { fontSize: theme.typography.body2.fontSize },
                [theme.breakpoints.up('md')]: {
                  display: 'grid',
                  gridTemplateColumns: '1fr 1fr',
                  columnGap: 4,
                  alignItems: 'start',
                },
              })}
            >
              <div>
                <FooterOfficeLines />
              </div>
              <div>
                <EmailList />
                <Typography component="h3" variant="body2" className="contact-label" sx={{ mt: 2 }}>
                  {t('hours.heading')}
                </Typography>
                <BusinessHours />
                <Typography variant="body2" sx={{ mt: 1, color: inkMutedText }}>
                  {tChannels('offices.localTimeNote')}
                </Typography>
              </div>
            </Box>
          </Column>
        </Box>
        <Typography
          variant="body2"
          sx={{
            color: inkMutedText,
            borderTop: 1,
            borderColor: 'rgba(255,255,255,0.18)',
            mt: 6,
            pt: 3,
          }}
        >
          <Trans
            i18nKey="footer.copyright"
            values={{ year, company: company.name }}
            components={{ year: <span data-current-year /> }}
          />{' '}
          <FooterRegistration />
        </Typography>
      </Container>
    </Box>
  )
}

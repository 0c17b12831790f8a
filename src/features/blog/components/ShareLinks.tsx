import FacebookIcon from '@mui/icons-material/Facebook'
import LinkedInIcon from '@mui/icons-material/LinkedIn'
import WhatsAppIcon from '@mui/icons-material/WhatsApp'
import XIcon from '@mui/icons-material/X'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ExternalLink } from '#components/layout/ExternalLink.tsx'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { type ShareNetwork, shareNetworksFor, shareUrl } from '../shareLinks.ts'

const icons: Record<ShareNetwork, typeof XIcon> = {
  facebook: FacebookIcon,
  x: XIcon,
  linkedin: LinkedInIcon,
  whatsapp: WhatsAppIcon,
}

/** Share this page's absolute URL (and title, where the network takes one), each in a new tab. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('blog')
  const { locale } = usePageContext()
  return (
    <Box component="section" aria-labelledby="share-heading" sx={{ mt: 6 }}>
      <Typography id="share-heading" variant="h5" component="h2" gutterBottom>
        {t('article.shareHeading')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {shareNetworksFor(locale).map((network) => {
          const Icon = icons[network]
          return (
            <li key={network}>
              <ExternalLink
                href={shareUrl(network, url, title)}
                underline="none"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1,
                  px: 2,
                  py: 1,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  color: 'text.primary',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Icon aria-hidden fontSize="small" />
                {t(`article.share.${network}`)}
              </ExternalLink>
            </li>
          )
        })}
      </Box>
    </Box>
  )
}

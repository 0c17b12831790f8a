import Box from '@mui/material/Box'
import Link, { type LinkProps } from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { VisuallyHidden } from '../VisuallyHidden.tsx'

interface ExternalLinkProps extends LinkProps {
  /**
   * Shows the new-tab warning on screen too, muted, where a reader would not expect a link to
   * leave the site (a product's own site); lists of many such links say it once above them.
   */
  visibleHint?: boolean
}

/** A link to another site: a new tab, no opener, and a spoken warning that a tab opens. */
export function ExternalLink({ children, visibleHint = false, ...props }: ExternalLinkProps) {
  const { t } = useTranslation()
  const hint = ` ${t('a11y.opensInNewTab')}`
  return (
    <Link target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {visibleHint ? (
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {hint}
        </Box>
      ) : (
        <VisuallyHidden>{hint}</VisuallyHidden>
      )}
    </Link>
  )
}

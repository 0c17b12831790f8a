import Link, { type LinkProps } from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { NewTabIcon } from '../NewTabIcon.tsx'
import { VisuallyHidden } from '../VisuallyHidden.tsx'

interface ExternalLinkProps extends LinkProps {
  /**
   * Shows the new-tab sign on screen too, where a reader would not expect a link to leave the site
   * (a product's own site); lists of many such links say it once above them. A sign, not the
   * words: in Arabic the words wrapped under the link and read like text meant for screen readers.
   */
  newTabIcon?: boolean
}

/** A link to another site: a new tab, no opener, and a spoken warning that a tab opens. */
export function ExternalLink({ children, newTabIcon = false, ...props }: ExternalLinkProps) {
  const { t } = useTranslation()
  return (
    <Link target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden>{` ${t('a11y.opensInNewTab')}`}</VisuallyHidden>
      {newTabIcon && <NewTabIcon />}
    </Link>
  )
}

import Link, { type LinkProps } from '@mui/material/Link'
import { NewTabSign } from '../NewTabSign.tsx'

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
  return (
    <Link target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <NewTabSign icon={newTabIcon} />
    </Link>
  )
}

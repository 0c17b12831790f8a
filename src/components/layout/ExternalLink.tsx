import Link, { type LinkProps } from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { VisuallyHidden } from '../VisuallyHidden.tsx'

/** A link to another site: a new tab, no opener, and a spoken warning that a tab opens. */
export function ExternalLink({ children, ...props }: LinkProps) {
  const { t } = useTranslation()
  return (
    <Link target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {t('a11y.opensInNewTab')}</VisuallyHidden>
    </Link>
  )
}

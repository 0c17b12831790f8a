import Box from '@mui/material/Box'
import svgToDataUri from 'mini-svg-data-uri'
import { useTranslation } from 'react-i18next'
import { VisuallyHidden } from './VisuallyHidden.tsx'

// Material's "open in new" arrow, drawn as a mask so it takes the link's colour, and written once
// in the page's CSS however many links show it: as inline SVG each copy cost the Products page's
// HTML budget about 150 bytes.
const openInNew = svgToDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z"/></svg>',
)

/**
 * What a link that opens a new tab says of it, at the end of its text: the words, to screen
 * readers, and where a reader would not expect the link to leave the site (`icon`) a sign on screen.
 */
export function NewTabSign({ icon = false }: { icon?: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <VisuallyHidden>{` ${t('a11y.opensInNewTab')}`}</VisuallyHidden>
      {icon && <NewTabIcon />}
    </>
  )
}

/** The sign, pointing the reading way (up and to the left on a right-to-left page). Decorative. */
function NewTabIcon() {
  return (
    <Box
      component="span"
      aria-hidden
      data-new-tab-icon
      sx={{
        display: 'inline-block',
        width: '0.9em',
        height: '0.9em',
        marginInlineStart: '0.3em',
        verticalAlign: '-0.1em',
        bgcolor: 'currentColor',
        mask: `url("${openInNew}") center / contain no-repeat`,
        '[dir="rtl"] &': { transform: 'scaleX(-1)' },
      }}
    />
  )
}

import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { CardList } from '#components/CardList.tsx'
import { atLeastCaption } from '#components/theme/atLeastCaption.ts'
import { sectionTint } from '#components/theme/palette.ts'
import type { Tool, toolCatalogue } from '#config/toolCatalogue.ts'
import { ToolTile } from './ToolTile.tsx'
import { categoryAnchor } from './toolCategoryAnchor.ts'

type Category = (typeof toolCatalogue)[number]

// One style for all nine categories; the video tools, none of them ready, are dashed and dimmed.
// No picture per category: nine different icons weighed 770 bytes of the page's HTML budget.
const detailsSx: SxProps<Theme> = (theme) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 2,
  bgcolor: 'background.paper',
  '&[open]': { borderColor: 'primary.light' },
  '&[data-unavailable]': { borderStyle: 'dashed', borderColor: 'divider', bgcolor: 'transparent' },
  // One row, whatever the language, on a 390 px phone: the chevron at the row's start beside the
  // name it opens (the reading start, so on the right in Arabic and Urdu), then the name, then its
  // count as a small pill. Nothing wraps: the longest name, Arabic SEO with its count, fits.
  '& > summary': {
    display: 'flex',
    // Everything centred in the 48 px row: aligned on a baseline, the name and count sat at the
    // row's top, above the centred chevron.
    alignItems: 'center',
    gap: 0.75,
    // A full-width tap target of 48 px (44 px is the minimum).
    boxSizing: 'border-box',
    minHeight: 48,
    px: { xs: 1.25, md: 2 },
    py: 0.25,
    cursor: 'pointer',
    borderRadius: 2,
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
  },
  '&[data-unavailable] > summary': { color: 'text.secondary' },
  '& > summary h3': { fontSize: { xs: '1.05rem', md: '1.15rem' }, minWidth: 0 },
  // Only where a pointer hovers: after a tap, a touch screen kept the underline, and the open
  // heading read as a link (and cut through the Nastaliq's descenders; Urdu reviewer, round 8).
  '@media (hover: hover)': { '& > summary:hover h3': { textDecoration: 'underline' } },
  '& .category-count': {
    flexShrink: 0,
    px: 1,
    borderRadius: 8,
    // The script's control line height: a Latin or Arabic pill stays slim, a Nastaliq one clears
    // its rising letters.
    lineHeight: theme.typography.button.lineHeight,
    bgcolor: sectionTint,
    color: 'text.secondary',
    fontSize: atLeastCaption('0.85rem')(theme),
    whiteSpace: 'nowrap',
  },
  // The video tools' pill says the count and 'coming soon' as one phrase, dashed like the row.
  '&[data-unavailable] .category-count': { bgcolor: 'transparent', border: `1px dashed ${theme.palette.divider}` },
  '& .category-chevron': {
    flexShrink: 0,
    fontSize: 22,
    color: 'text.secondary',
    transition: 'transform 150ms',
  },
  '&[open] .category-chevron': { transform: 'rotate(180deg)' },
  '& .category-features': {
    listStyle: 'none',
    m: 0,
    mb: 2.5,
    p: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: 3,
    rowGap: 0.5,
    fontSize: atLeastCaption('0.9rem')(theme),
  },
  // A dot, not a check-mark icon: 36 icons weighed 260 bytes on the page's HTML budget.
  '& .category-features li::before': {
    content: '""',
    display: 'inline-block',
    width: 8,
    height: 8,
    marginInlineEnd: 1,
    borderRadius: '50%',
    bgcolor: 'secondary.main',
    verticalAlign: 'middle',
  },
})

/**
 * On a phone's two columns every tile is two lines tall, its name broken evenly: a one-line row
 * beside a two-line row, and names broken after their first word, made the grid ragged (Arabic
 * review, round 9). One column would make the list twice as long.
 */
const tileRows = (theme: Theme) => ({
  textWrap: 'balance',
  [theme.breakpoints.down('sm')]: { minHeight: `calc(2lh + ${theme.spacing(2)} + 2px)` },
})

/**
 * One category as a native <details>: closed, it is one row (name and tool count, for the video
 * tools '14 tools coming soon'); open, it shows what the category offers and its tools. It opens and
 * closes without JavaScript; toolCategoryHash.client.ts only ties it to the URL hash. The links
 * stay in the HTML while it is closed, so search engines still find every tool.
 */
export function ToolCategoryDetails({ category }: { category: Category }) {
  const { t } = useTranslation('products')
  const anchor = categoryAnchor(category.id)
  const name = t(`categories.${category.id}.name`)
  const features = Object.values(t(`categories.${category.id}.features`, { returnObjects: true }))
  const tools: readonly Category['tools'][number][] = category.tools
  // A category with no tools yet is not 'coming soon' ([].every() would say it is).
  const unavailable = tools.length > 0 && tools.every((tool: Tool) => tool.comingSoon)
  return (
    <Box
      component="details"
      id={anchor}
      data-tool-category=""
      data-unavailable={unavailable ? '' : undefined}
      aria-labelledby={`${anchor}-heading`}
      sx={detailsSx}
    >
      <summary>
        <ExpandMoreIcon aria-hidden className="category-chevron" />
        <Typography id={`${anchor}-heading`} variant="h3" component="h3">
          {name}
        </Typography>
        <span className="category-count">
          {t(unavailable ? 'catalogue.toolCountComingSoon' : 'catalogue.toolCount', { count: tools.length })}
        </span>
      </summary>
      <Box sx={{ px: { xs: 2, md: 2.5 }, pb: { xs: 2, md: 2.5 }, pt: 0.5, '& [data-tiles] > li > *': tileRows }}>
        <Typography color="text.secondary" sx={{ mb: 1.5, maxWidth: 760 }}>
          {t(`categories.${category.id}.description`)}
        </Typography>
        <ul className="category-features" aria-label={t('catalogue.featuresLabel')}>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {/* Tiles of one width in rows, the last row centred: a grid left empty cells after its
            last tile (14 video tools in rows of 6 left four, Arabic reviewer, round 6). */}
        <CardList
          data-tiles
          aria-label={t('catalogue.toolsLabel', { category: name })}
          columns={{ xs: 2, sm: 3, md: 4, lg: 6 }}
          gap={1}
        >
          {tools.map((tool) => (
            <li key={tool.id}>
              <ToolTile tool={tool} />
            </li>
          ))}
        </CardList>
      </Box>
    </Box>
  )
}

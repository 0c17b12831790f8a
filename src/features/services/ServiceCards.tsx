import ChevronIcon from '@mui/icons-material/ChevronRight'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { CardList } from '#components/CardList.tsx'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { useLocalize } from '#i18n/useLocalize.ts'
import { ServiceIcon } from './ServiceIcon.tsx'
import { services } from './services.ts'

/**
 * The five service cards: icon, title and description. Each title links to its service on the
 * Services page and covers its card (its ::after), so a tap anywhere on the card goes there: a
 * phone reader tapped "POS Solutions" and nothing happened (Arabic reviewer, round 6).
 *
 * Below 600 px the cards are the rows of one list, a rule between them: a small icon beside the
 * title, the text under both. Five full-width boxes, each a 48 px icon over its title, filled
 * three screens before the products (Arabic reviewer, round 8). The phone's rules sit on the list
 * alone, so the cards keep the classes they share with the rest of the page (HTML budget).
 */
export function ServiceCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('home')
  const localize = useLocalize()
  return (
    <Box
      sx={(theme) => ({
        [theme.breakpoints.only('xs')]: {
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          '& ul': { gap: 0 },
          '& li + li': { borderTop: 1, borderColor: 'divider' },
          '& .MuiCard-root': {
            border: 0,
            borderRadius: 0,
            bgcolor: 'transparent',
            '&:hover': { bgcolor: 'action.hover' },
            // Inside the row: the list's rounded edge would cut a ring drawn outside it.
            '&:has(a:focus-visible)': { outlineOffset: -3 },
          },
          '& .MuiCardContent-root': {
            display: 'grid',
            gridTemplateColumns: 'auto 1fr auto',
            alignItems: 'center',
            columnGap: 2,
            p: 2,
            '&:last-child': { pb: 2 },
            // The icon's tile, 40 px instead of 48, level with the title.
            '& > div': { p: 1, mb: 0 },
            '& > :is(h2, h3)': { mb: 0 },
            '& > span': { position: 'static' },
            // Under the icon as well as the title: indented, Urdu kept three or four words a line.
            '& > p': { gridColumn: '1 / -1', mt: 1 },
          },
        },
      })}
    >
      <CardList>
        {services.map(({ id, icon }) => (
          <li key={id}>
            <Card
              variant="outlined"
              sx={{
                position: 'relative',
                height: '100%',
                '&:hover': { borderColor: 'primary.main' },
                '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <CardContent sx={{ p: 3 }}>
                <ServiceIcon icon={icon} />
                <Typography variant="h3" component={headingLevel} gutterBottom>
                  <Link
                    href={`${localize('/services')}#${id}`}
                    color="inherit"
                    underline="hover"
                    sx={{
                      '&::after': { content: '""', position: 'absolute', inset: 0 },
                      '&:focus-visible': { outline: 'none' },
                    }}
                  >
                    {t(`services.${id}.title`)}
                  </Link>
                </Typography>
                {/* A chevron says the card leads on: in the card's top corner, and on a phone at the
                    end of the row, which has no box to say it is one target (English reviewer,
                    round 9: the laptop's cards did not look clickable). */}
                <Box
                  component="span"
                  sx={{ display: 'flex', position: 'absolute', top: 24, insetInlineEnd: 24, color: 'text.secondary' }}
                >
                  <DirectionalIcon icon={ChevronIcon} />
                </Box>
                <Typography color="text.secondary">{t(`services.${id}.description`)}</Typography>
              </CardContent>
            </Card>
          </li>
        ))}
      </CardList>
    </Box>
  )
}

import type { SvgIconComponent } from '@mui/icons-material'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { CardList } from '#components/CardList.tsx'

export interface IconCard {
  key: string
  icon: SvgIconComponent
  title: string
  description: string
}

/**
 * A row of three cards, each an icon, an h3 and a short text (the values, the team). Below 600 px
 * they are paragraphs under a rule instead, each heading led by a small icon: six full-width boxes,
 * a large icon over each heading, made About a stack of boxes (Arabic reviewer, round 8). The
 * phone's rules sit on the list alone, so the cards keep the classes they share with the page.
 */
export function IconCards({ cards, label }: { cards: IconCard[]; label: string }) {
  return (
    <Box
      sx={(theme) => ({
        [theme.breakpoints.only('xs')]: {
          '& ul': { gap: 0 },
          '& li + li': { borderTop: 1, borderColor: 'divider' },
          // No box, so nothing to clip to: Nastaliq's ink reaches past the text's edges.
          '& .MuiCard-root': { border: 0, borderRadius: 0, bgcolor: 'transparent', overflow: 'visible' },
          '& .MuiCardContent-root': {
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            alignItems: 'center',
            columnGap: 2,
            px: 0,
            // A 40 px circle beside the heading rather than the card's larger one over it.
            '& > div': { p: 1, mb: 0, '& svg': { fontSize: theme.typography.pxToRem(24) } },
            '& > h3': { mb: 0 },
            '& > p': { gridColumn: '1 / -1', mt: 1 },
          },
          // The rule between two items, and their padding, is all that separates them.
          '& li:first-of-type .MuiCardContent-root': { pt: 0 },
          '& li:last-of-type .MuiCardContent-root': { pb: 0 },
        },
      })}
    >
      <CardList aria-label={label} columns={{ xs: 1, md: 3 }}>
        {cards.map(({ key, icon: Icon, title, description }) => (
          <li key={key}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <Box
                  sx={{
                    display: 'inline-flex',
                    p: 1.5,
                    mb: 2,
                    borderRadius: '50%',
                    bgcolor: 'rgba(11, 110, 99, 0.1)',
                    color: 'secondary.dark',
                  }}
                >
                  <Icon aria-hidden fontSize="large" />
                </Box>
                <Typography variant="h3" gutterBottom>
                  {title}
                </Typography>
                <Typography color="text.secondary">{description}</Typography>
              </CardContent>
            </Card>
          </li>
        ))}
      </CardList>
    </Box>
  )
}

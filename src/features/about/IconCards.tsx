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

/** A row of three cards, each an icon, an h3 and a short text (the values, the team). */
export function IconCards({ cards, label }: { cards: IconCard[]; label: string }) {
  return (
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
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { atLeastCaption } from '#components/theme/atLeastCaption.ts'
import { milestones } from '#config/milestones.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { milestoneText } from './milestoneText.ts'

const dotSize = 14

/**
 * The agency's milestones as an ordered list: a vertical line on phones, a horizontal one from
 * the md breakpoint. Logical properties put the line on the reading side in Arabic and Urdu.
 */
export function Timeline() {
  const { t } = useTranslation('about')
  const { locale } = usePageContext()
  return (
    <Box
      component="ol"
      aria-label={t('timeline.heading')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        // Room for the dots, which sit centred on the line at the list's edge.
        paddingInlineStart: { xs: 1, md: 0 },
        pt: { xs: 0, md: 1 },
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      {milestones.map((milestone) => {
        const { year, title, description } = milestoneText(t, locale, milestone)
        return (
          <Box
            component="li"
            key={milestone.id}
            sx={{
              position: 'relative',
              borderColor: 'divider',
              borderStyle: 'solid',
              borderWidth: 0,
              borderInlineStartWidth: { xs: 2, md: 0 },
              borderBlockStartWidth: { xs: 0, md: 2 },
              paddingInlineStart: { xs: 3.5, md: 0 },
              paddingInlineEnd: { md: 3 },
              pt: { xs: 0, md: 3.5 },
              pb: { xs: 4, md: 0 },
              '&:last-of-type': { pb: 0 },
              '&::before': {
                content: '""',
                position: 'absolute',
                width: dotSize,
                height: dotSize,
                borderRadius: '50%',
                bgcolor: 'secondary.main',
                boxShadow: '0 0 0 4px #fff',
                insetInlineStart: { xs: -(dotSize / 2 + 1), md: 0 },
                insetBlockStart: { xs: 6, md: -(dotSize / 2 + 1) },
              },
            }}
          >
            <Typography
              component="time"
              dateTime={String(milestone.year)}
              sx={{
                display: 'inline-block',
                mb: 1,
                px: 1.5,
                borderRadius: 5,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 700,
                fontSize: atLeastCaption('0.95rem'),
              }}
            >
              {year}
            </Typography>
            <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{description}</Typography>
          </Box>
        )
      })}
    </Box>
  )
}

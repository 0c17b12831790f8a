import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#components/PageHeader.tsx'
import { Section } from '#components/Section.tsx'
import { keepTogether } from '#components/theme/keepTogether.ts'
import { company } from '#config/company.ts'
import { AboutCta } from '#features/about/AboutCta.tsx'
import { CompanyFacts } from '#features/about/CompanyFacts.tsx'
import { Team } from '#features/about/Team.tsx'
import { Timeline } from '#features/about/Timeline.tsx'
import { Values } from '#features/about/Values.tsx'
import { WorkByOffice } from '#features/portfolio/WorkByOffice.tsx'

export default function Page() {
  const { t } = useTranslation('about')
  return (
    <>
      <PageHeader
        heading={t('heading', { company: keepTogether(company.name) })}
        intro={t('intro', { year: company.foundedYear })}
        // The facts beside the heading, in the band's otherwise blank end side (round 9), rather
        // than in a row under the mission, where they came a screen later.
        aside={<CompanyFacts />}
      />
      <Section id="mission" heading={t('mission.heading')}>
        <Box sx={{ maxWidth: 880 }}>
          {/* A lead in the text's own colour under a rule of the brand's: set in the links' blue,
              the whole paragraph read as one long link. */}
          <Typography
            sx={{
              fontSize: { xs: '1.25rem', md: '1.45rem' },
              fontWeight: 500,
              color: 'text.primary',
              borderInlineStart: '4px solid',
              borderColor: 'primary.main',
              paddingInlineStart: { xs: 2, md: 3 },
              mb: 3,
            }}
          >
            {t('mission.text')}
          </Typography>
          <Typography color="text.secondary">{t('mission.detail')}</Typography>
        </Box>
      </Section>
      {/* The offices' work before the principles: About had no picture of anything we made (round 7). */}
      <Section id="work" heading={t('work.heading')} intro={t('work.intro')} tinted>
        <WorkByOffice />
      </Section>
      <Section id="values" heading={t('values.heading')} intro={t('values.intro')}>
        <Values />
      </Section>
      <Section id="timeline" heading={t('timeline.heading')} intro={t('timeline.intro')} tinted>
        <Timeline />
      </Section>
      <Section id="team" heading={t('team.heading')} intro={t('team.intro')}>
        <Team />
      </Section>
      <AboutCta />
    </>
  )
}

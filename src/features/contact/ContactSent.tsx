import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ContactNextSteps } from './ContactNextSteps.tsx'

interface ContactSentProps {
  /** 1 on the thank-you page; 2 in the form's place, under the contact page's own h1. */
  level: 1 | 2
  /** Given in the form's place: the heading takes the focus (tabindex -1) and names the section. */
  headingId?: string
  /** More actions after the call, WhatsApp and the case studies. */
  children?: ReactNode
}

/**
 * What a sent message is answered with, the same with JavaScript (in place of the form) and
 * without it (the thank-you page): a tick and a headline, then "What happens next" one level down
 * with the reply promise and the ways to reach us sooner (the toast's promise goes after a few
 * seconds; round-8 reviewers). The thank-you page's headline says "Message sent". In the
 * form's place the toast says that already, at the bottom of the screen, so the panel thanks the
 * visitor by the name they gave (sentPanel.ts fills it in; English and Arabic reviewers, round 6).
 */
export function ContactSent({ level, headingId, children }: ContactSentProps) {
  const { t } = useTranslation('contact')
  return (
    <>
      <Box data-keep-clear sx={{ textAlign: 'center', mb: 4 }}>
        <CheckCircleIcon aria-hidden color="success" sx={{ fontSize: 64, mb: 2 }} />
        <Typography
          id={headingId}
          variant={level === 1 ? 'h1' : 'h2'}
          component={level === 1 ? 'h1' : 'h2'}
          tabIndex={headingId ? -1 : undefined}
        >
          {headingId ? <NamedHeading /> : t('thankYou.heading')}
        </Typography>
      </Box>
      <ContactNextSteps headingComponent={level === 1 ? 'h2' : 'h3'}>{children}</ContactNextSteps>
    </>
  )
}

/** "Thank you, …" with an empty, direction-neutral slot for the name, filled when it is sent. */
function NamedHeading() {
  const { t } = useTranslation('contact')
  const slot = '\u0000'
  const [before, after] = t('thankYou.headingNamed', { name: slot }).split(slot)
  return (
    <>
      {before}
      <bdi data-sender-name />
      {after}
    </>
  )
}

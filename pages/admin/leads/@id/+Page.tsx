import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { expectView } from '#features/admin/adminViews.ts'
import { CsrfField } from '#features/admin/CsrfField.tsx'
import { formatUtcTimestamp } from '#features/admin/formatUtcTimestamp.ts'
import { leadStatuses } from '#features/admin/leadStatuses.ts'
import { NativeSelect } from '#features/admin/NativeSelect.tsx'
import { useLanguageName } from '#features/admin/useLanguageName.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { mailtoHref } from './mailtoHref.ts'

function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  )
}

export default function Page() {
  const { t } = useTranslation('admin')
  const languageName = useLanguageName()
  const { lead, notification, csrfToken, saved } = expectView(usePageContext().adminView, 'lead')
  return (
    <>
      <Link href="/admin/leads">{t('lead.back')}</Link>
      <Typography variant="h1" sx={{ fontSize: '2rem', mt: 2 }} gutterBottom>
        {t('lead.heading', { name: lead.name })}
      </Typography>
      {saved && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('lead.saved')}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '2fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1.5, m: 0 }}>
            <Field term={t('lead.received')}>{formatUtcTimestamp(lead.createdAt)}</Field>
            <Field term={t('lead.email')}>
              <Link href={mailtoHref(lead.email)}>{lead.email}</Link>
            </Field>
            <Field term={t('lead.phone')}>{lead.phone || t('lead.noPhone')}</Field>
            <Field term={t('lead.language')}>{languageName(lead.locale)}</Field>
            <Field term={t('lead.page')}>{lead.page}</Field>
            <Field term={t('lead.userAgent')}>{lead.userAgent ?? '—'}</Field>
            {lead.spamReason && <Field term={t('lead.spamReason')}>{lead.spamReason}</Field>}
          </Box>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
            {t('lead.message')}
          </Typography>
          {/* Shown as text: markup a visitor typed is never interpreted. */}
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto">
            {lead.message}
          </Typography>
        </Paper>
        <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('lead.notification')}
            </Typography>
            {!notification && <Typography>{t('lead.noNotification')}</Typography>}
            {notification?.sentAt && (
              <Typography>
                {t('lead.delivered', {
                  recipient: notification.recipient,
                  time: formatUtcTimestamp(notification.sentAt),
                })}
              </Typography>
            )}
            {notification && !notification.sentAt && (
              <>
                <Typography>
                  {t('lead.pending', {
                    recipient: notification.recipient || '—',
                    attempts: notification.attempts,
                    time: formatUtcTimestamp(notification.nextAttemptAt),
                  })}
                </Typography>
                {notification.lastError && (
                  <Typography color="error">{t('lead.lastError', { error: notification.lastError })}</Typography>
                )}
              </>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
              {t('lead.update')}
            </Typography>
            <Box component="form" method="post" action={`/admin/leads/${lead.id}`} sx={{ display: 'grid', gap: 2 }}>
              <CsrfField token={csrfToken} />
              <NativeSelect
                id="lead-status"
                name="status"
                label={t('leads.status')}
                value={lead.status}
                options={leadStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
              />
              <TextField
                id="lead-note"
                name="note"
                label={t('lead.note')}
                defaultValue={lead.note ?? ''}
                multiline
                minRows={4}
              />
              <Button type="submit" variant="contained">
                {t('lead.save')}
              </Button>
            </Box>
          </Paper>
        </Box>
      </Box>
    </>
  )
}

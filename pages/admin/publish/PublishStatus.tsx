import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { PublishView } from '#features/admin/adminViews.ts'
import { CsrfField } from '#features/admin/CsrfField.tsx'
import { formatUtcTimestamp } from '#features/admin/formatUtcTimestamp.ts'

/**
 * The state of publishing: a refusal, the running build's progress (the page refreshes itself
 * meanwhile), the newest publish's result, and the Publish form for those who may publish.
 */
export function PublishStatus({ view }: { view: PublishView }) {
  const { t } = useTranslation('admin')
  const { building, latest } = view
  return (
    <Box component="section" id="progress" aria-labelledby="status-heading" sx={{ mb: 5 }}>
      <Typography id="status-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {building ? t('publish.buildingHeading') : t('publish.statusHeading')}
      </Typography>
      {view.refused && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t('publish.refused', { reason: view.refused })}
        </Alert>
      )}
      {building ? (
        <Box role="status">
          <Typography sx={{ mb: 1 }}>
            {t('publish.buildingBy', { who: building.requestedBy, at: formatUtcTimestamp(building.requestedAt) })}
          </Typography>
          <Box
            component="pre"
            aria-label={t('publish.progressLabel')}
            sx={{ bgcolor: 'grey.100', p: 2, fontSize: '0.85rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {building.progress || t('publish.waiting')}
          </Box>
        </Box>
      ) : (
        latest && (
          <Box role="status" sx={{ mb: 2 }}>
            {view.restored !== undefined && latest.status === 'live' && (
              <Alert severity="success">{t('publish.restored')}</Alert>
            )}
            {view.restored === undefined && latest.status === 'live' && (
              <Alert severity="success">
                {t('publish.live', { at: formatUtcTimestamp(latest.finishedAt ?? latest.requestedAt) })}
              </Alert>
            )}
            {latest.status === 'failed' && (
              <Alert severity="error">
                <Typography sx={{ fontWeight: 600 }}>
                  {t('publish.failed', { at: formatUtcTimestamp(latest.requestedAt) })}
                </Typography>
                {latest.file && <Typography>{t('publish.failedFile', { file: latest.file })}</Typography>}
                <Box
                  component="pre"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: '0.85rem', mb: 0 }}
                >
                  {latest.error}
                </Box>
              </Alert>
            )}
          </Box>
        )
      )}
      {view.canPublish ? (
        !building && (
          <Box component="form" method="post" action="/admin/publish" sx={{ mt: 2 }}>
            <CsrfField token={view.csrfToken} />
            <Typography sx={{ mb: 1 }}>{t('publish.publishHint')}</Typography>
            <Button type="submit" variant="contained">
              {t('publish.publishButton')}
            </Button>
          </Box>
        )
      ) : (
        <Typography sx={{ mt: 2 }}>{t('publish.translatorHint')}</Typography>
      )}
    </Box>
  )
}

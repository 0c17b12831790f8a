import { keyframes } from '@emotion/react'
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } })

/**
 * The one native <dialog> the case studies open in (caseStudyDialog.client.ts moves a study into
 * [data-case-body] and calls showModal). The close button submits a method="dialog" form, so
 * closing needs no script; Escape is the browser's. Direction comes from <html dir>.
 */
export function CaseStudyDialog() {
  const { t } = useTranslation('portfolio')
  return (
    <Box
      component="dialog"
      data-case-dialog
      sx={{
        p: 0,
        border: 0,
        borderRadius: 3,
        width: 'min(44rem, calc(100% - 2rem))',
        maxHeight: 'calc(100% - 2rem)',
        color: 'text.primary',
        boxShadow: '0 24px 48px rgba(15, 23, 42, 0.25)',
        '&::backdrop': { backgroundColor: 'rgba(15, 23, 42, 0.6)' },
        '& [data-back-link]': { display: 'none' },
        '@media (prefers-reduced-motion: no-preference)': { '&[open]': { animation: `${appear} 180ms ease-out` } },
      }}
    >
      <Box sx={{ p: { xs: 3, md: 4 } }}>
        <Box component="form" method="dialog" sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button type="submit" startIcon={<CloseIcon aria-hidden />}>
            {t('caseStudy.close')}
          </Button>
        </Box>
        <div data-case-body />
      </Box>
    </Box>
  )
}

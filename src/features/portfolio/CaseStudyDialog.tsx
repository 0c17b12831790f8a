import { keyframes } from '@emotion/react'
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } })

/**
 * The one native <dialog> the case studies open in (caseStudyDialog.client.ts moves a study into
 * [data-case-body], points the header link at its page and calls showModal). The study itself
 * ends with a full-width button to the same page, where a reader who has scrolled through it
 * looks next. The header sticks to the top while the study scrolls, so Close stays in reach on a
 * phone. The close button submits a
 * method="dialog" form, so closing needs no script; Escape is the browser's. Direction comes from
 * <html dir>.
 */
export function CaseStudyDialog() {
  const { t } = useTranslation('portfolio')
  const { t: tCase } = useTranslation('caseStudies')
  return (
    <Box
      component="dialog"
      data-case-dialog
      sx={{
        p: 0,
        border: 0,
        borderRadius: 3,
        width: { xs: 'calc(100% - 1rem)', sm: 'min(46rem, calc(100% - 2rem))' },
        maxWidth: 'none',
        maxHeight: { xs: 'calc(100% - 1rem)', sm: 'calc(100% - 2rem)' },
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        color: 'text.primary',
        bgcolor: 'background.paper',
        boxShadow: '0 24px 48px rgba(15, 23, 42, 0.25)',
        '&::backdrop': { backgroundColor: 'rgba(15, 23, 42, 0.6)' },
        '& [data-back-link]': { display: 'none' },
        '@media (prefers-reduced-motion: no-preference)': { '&[open]': { animation: `${appear} 180ms ease-out` } },
      }}
    >
      <Box
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: { xs: 1.5, md: 3 },
          py: 1,
          bgcolor: 'background.paper',
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Button href="#" data-case-page size="small" sx={{ minHeight: 44 }}>
          {tCase('dialog.openPage')}
        </Button>
        <Box component="form" method="dialog" sx={{ m: 0 }}>
          <Button type="submit" startIcon={<CloseIcon aria-hidden />} sx={{ minHeight: 44 }}>
            {t('caseStudy.close')}
          </Button>
        </Box>
      </Box>
      <Box sx={{ p: { xs: 2.5, md: 4 } }}>
        <div data-case-body />
      </Box>
    </Box>
  )
}

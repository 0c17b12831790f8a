import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { DirectionalIcon } from '#components/DirectionalIcon.tsx'
import { useLocalize } from '#i18n/useLocalize.ts'
import { listPagePath } from '../paths.ts'

/**
 * Previous / page x of y / Next. At either end the button is a disabled text (aria-disabled, no
 * href), not a link that leads nowhere.
 */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation('blog')
  const localize = useLocalize()
  const step = (target: number, label: string, icon: typeof ArrowBackIcon, rel: 'prev' | 'next') => {
    const arrow = <DirectionalIcon icon={icon} />
    const iconProps = rel === 'prev' ? { startIcon: arrow } : { endIcon: arrow }
    if (target < 1 || target > pageCount) {
      return (
        <Box
          component="span"
          aria-disabled="true"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            flexShrink: 0,
            whiteSpace: 'nowrap',
            gap: 1,
            px: { xs: 1.5, sm: 2.75 },
            py: 0.75,
            // As tall as the outlined button beside it (a phone tap target, createAppTheme).
            minHeight: { xs: 48, sm: 'auto' },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.secondary',
          }}
        >
          {rel === 'prev' && arrow}
          {label}
          {rel === 'next' && arrow}
        </Box>
      )
    }
    return (
      <Button
        variant="outlined"
        href={localize(listPagePath(target))}
        rel={rel}
        {...iconProps}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', px: { xs: 1.5, sm: 2.75 } }}
      >
        {label}
      </Button>
    )
  }
  return (
    <Box
      component="nav"
      aria-label={t('pagination.label')}
      // One row at every width: the two steps keep their size and the status between them wraps
      // onto a second line inside its own box if it must.
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: { xs: 1, sm: 2 }, mt: 6 }}
    >
      {step(page - 1, t('pagination.previous'), ArrowBackIcon, 'prev')}
      <Typography color="text.secondary" sx={{ minWidth: 0, textAlign: 'center' }}>
        {t('pagination.status', { page, count: pageCount })}
      </Typography>
      {step(page + 1, t('pagination.next'), ArrowForwardIcon, 'next')}
    </Box>
  )
}

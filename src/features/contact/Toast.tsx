import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { type CustomContentProps, SnackbarContent, useSnackbar } from 'notistack'
import { forwardRef } from 'react'
import { useFormTranslator } from './FormTranslatorContext.tsx'

declare module 'notistack' {
  interface VariantOverrides {
    success: { title: string }
    error: { title: string }
  }
}

/** A toast with a title, a sentence and a close button; the live region around it announces it. */
export const Toast = forwardRef<HTMLDivElement, CustomContentProps & { title: string }>(function Toast(
  { id, message, title, variant },
  ref,
) {
  const t = useFormTranslator()
  const { closeSnackbar } = useSnackbar()
  const color = variant === 'success' ? 'success.main' : 'error.main'
  return (
    <SnackbarContent ref={ref}>
      <Paper
        elevation={6}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1,
          p: 2,
          maxWidth: 420,
          borderInlineStart: 6,
          borderColor: color,
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography component="p" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2">{message}</Typography>
        </Box>
        <IconButton size="small" aria-label={t('toast.close')} onClick={() => closeSnackbar(id)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    </SnackbarContent>
  )
})

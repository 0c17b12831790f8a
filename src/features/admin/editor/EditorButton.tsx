import Box from '@mui/material/Box'
import type { ButtonHTMLAttributes } from 'react'

type Variant = 'contained' | 'outlined' | 'text'

const variants: Record<Variant, object> = {
  contained: { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' },
  outlined: { bgcolor: 'transparent', color: 'primary.main', borderColor: 'primary.main' },
  text: { bgcolor: 'transparent', color: 'primary.main', borderColor: 'transparent' },
}

/**
 * A native button in the admin's colours. The editor ships to the browser: MUI's Button would
 * bring its ripple and transitions along for nothing a translator needs.
 */
export function EditorButton(
  props: ButtonHTMLAttributes<HTMLButtonElement> & {
    variant?: Variant
    size?: 'small' | 'medium'
    monospace?: boolean
  },
) {
  const { variant = 'outlined', size = 'medium', type = 'button', monospace = false, ...rest } = props
  return (
    <Box
      component="button"
      type={type}
      {...rest}
      sx={{
        ...variants[variant],
        font: 'inherit',
        fontFamily: monospace ? 'monospace' : 'inherit',
        fontWeight: 600,
        fontSize: size === 'small' ? '0.85rem' : '0.95rem',
        lineHeight: 1.4,
        border: 1,
        borderRadius: 1,
        px: size === 'small' ? 1 : 2,
        py: size === 'small' ? 0.25 : 0.75,
        minHeight: size === 'small' ? 30 : 38,
        cursor: 'pointer',
        '&:hover:not(:disabled)': { textDecoration: 'underline' },
        '&:focus-visible': { outline: '3px solid #0b5cad', outlineOffset: 2 },
        '&:disabled': { bgcolor: 'grey.200', color: 'grey.700', borderColor: 'grey.400', cursor: 'not-allowed' },
      }}
    />
  )
}

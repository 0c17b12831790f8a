import Box from '@mui/material/Box'
import type { Service } from './services.ts'

/** A service's icon on a filled tile; decorative, since the title next to it names the service. */
export function ServiceIcon({ icon: Icon, size = 'medium' }: { icon: Service['icon']; size?: 'medium' | 'large' }) {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        p: size === 'large' ? 2 : 1.5,
        mb: 2,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Icon aria-hidden fontSize={size} />
    </Box>
  )
}

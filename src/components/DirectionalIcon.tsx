import type { SvgIconComponent } from '@mui/icons-material'
import type { SvgIconProps } from '@mui/material/SvgIcon'

/** An arrow or chevron that points the reading way: mirrored on right-to-left pages. */
export function DirectionalIcon({ icon: Icon, ...props }: Omit<SvgIconProps, 'sx'> & { icon: SvgIconComponent }) {
  return <Icon aria-hidden {...props} sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
}

import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import type { ProductScreen } from '#config/portfolioProjects.ts'
import { screenFile, screenSize, screenSrcSet } from './screenSources.ts'

interface ScreenPictureProps {
  screen: ProductScreen
  alt: string
  /** The <img sizes>: how wide the picture is drawn at each screen width. */
  sizes: string
  /** Only for a picture in the first screenful; the rest load when the reader comes near. */
  eager?: boolean
  sx?: SxProps<Theme>
}

/**
 * A product screen as a responsive <picture>: AVIF, then WebP, each at three widths. Its width and
 * height attributes reserve the 16:10 space, so nothing moves when it arrives. Never preloaded:
 * the page's text stays what paints first.
 */
export function ScreenPicture({ screen, alt, sizes, eager = false, sx }: ScreenPictureProps) {
  return (
    <Box component="picture" sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <source type="image/avif" srcSet={screenSrcSet(screen, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={screenSrcSet(screen, 'webp')} sizes={sizes} />
      <Box
        component="img"
        src={screenFile(screen, 800, 'webp')}
        width={screenSize.width}
        height={screenSize.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? {} : { fetchPriority: 'low' as const })}
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', bgcolor: '#eef2f9' }}
      />
    </Box>
  )
}

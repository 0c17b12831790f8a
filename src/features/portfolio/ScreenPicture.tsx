import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { screenFile, screenSize, screenSrcSet } from '#components/screenSources.ts'
import type { ProductScreen } from '#config/portfolioProjects.ts'

interface ScreenPictureProps {
  screen: ProductScreen
  alt: string
  /** The <img sizes>: how wide the picture is drawn at each screen width. */
  sizes: string
  /**
   * When the picture loads. 'first': at once, for a picture in the first screenful on every screen
   * (a case study's screen, right under its heading). 'near': when layout shows it is near the
   * screen, at normal priority: the first row of a grid, on screen on a desktop but below the fold
   * on a phone, where loading it at once would make the text that paints first share the
   * connection with three pictures (Lighthouse put /ar/portfolio's LCP, its intro text, at 1.9 s).
   * 'later' (the default): when near the screen, after everything else.
   */
  load?: 'first' | 'near' | 'later'
  sx?: SxProps<Theme>
}

/**
 * A product screen as a responsive <picture>: AVIF, then WebP, each at three widths. Its width and
 * height attributes reserve the 16:10 space, so nothing moves when it arrives. Never preloaded:
 * the page's text stays what paints first.
 */
export function ScreenPicture({ screen, alt, sizes, load = 'later', sx }: ScreenPictureProps) {
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
        loading={load === 'first' ? 'eager' : 'lazy'}
        decoding="async"
        {...(load === 'later' ? { fetchPriority: 'low' as const } : {})}
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 10', bgcolor: '#eef2f9' }}
      />
    </Box>
  )
}

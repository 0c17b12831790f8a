import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { phoneCropSize, screenFile, screenSize, screenSrcSet } from '#components/screenSources.ts'
import { type ProductScreen, phoneCropScene } from '#config/portfolioProjects.ts'

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
  /**
   * Below 600 px, the screen's portrait phone crop instead, where it has one (ProductScreen.phone):
   * for a picture as wide as the page, whose whole scene a phone would shrink past reading. Cards
   * in a grid keep the wide screen, the same shape as their neighbours.
   */
  phoneCrop?: boolean
  sx?: SxProps<Theme>
}

/** Below MUI's `sm` breakpoint, where the box below takes the phone crop's shape. */
const phoneMedia = '(max-width: 599px)'

/**
 * A product screen as a responsive <picture>: AVIF, then WebP, each at three widths (with a phone
 * crop, its two sources first, for narrow screens). The width and height attributes (each
 * source's own, for the phone crop) reserve its space, so nothing moves when it arrives. Never
 * preloaded: the page's text stays what paints first.
 */
export function ScreenPicture({ screen, alt, sizes, load = 'later', phoneCrop = false, sx }: ScreenPictureProps) {
  const phone = phoneCrop && screen.phone ? { name: screen.phone } : undefined
  return (
    <Box component="picture" sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {phone && (
        <>
          <source
            media={phoneMedia}
            type="image/avif"
            srcSet={screenSrcSet(phone, 'avif')}
            sizes={sizes}
            {...phoneCropSize}
          />
          <source
            media={phoneMedia}
            type="image/webp"
            srcSet={screenSrcSet(phone, 'webp')}
            sizes={sizes}
            {...phoneCropSize}
          />
        </>
      )}
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
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: phone ? { xs: `${phoneCropScene.width} / ${phoneCropScene.height}`, sm: '16 / 10' } : '16 / 10',
          bgcolor: '#eef2f9',
        }}
      />
    </Box>
  )
}

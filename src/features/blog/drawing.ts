/**
 * The picture a page shows for an article: its drawing as SVG, half a kilobyte in brotli where the
 * PNG weighs 18-37 KB. The front matter names the PNG, which stays the Open Graph image (social
 * networks want a raster). Both come from scripts/blog-illustrations (`npm run illustrations`).
 */
export function drawingOf(image: string): string {
  return image.replace(/\.png$/, '.svg')
}

// Private-use characters that wrap a string which fell back to English while a preview renders;
// after rendering they become <mark> in text and vanish from attributes and scripts.
export const fallbackStart = '\uE000'
export const fallbackEnd = '\uE001'

const marks = /[\uE000\uE001]/g

/** Turns the marks into <mark class="preview-fallback"> in text; strips them anywhere else. */
export function highlightFallbacks(html: string): string {
  return html
    .split(/(<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part.replace(marks, '')
        : part.replaceAll(fallbackStart, '<mark class="preview-fallback">').replaceAll(fallbackEnd, '</mark>'),
    )
    .join('')
}

export function stripFallbackMarks(text: string): string {
  return text.replace(marks, '')
}

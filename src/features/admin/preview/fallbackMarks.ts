// Private-use characters that wrap a string while a preview renders: one that fell back to
// English, and the one string the translations to-do list asked to highlight. After rendering
// they become <mark> in text and vanish from attributes and scripts.
export const fallbackStart = '\uE000'
export const fallbackEnd = '\uE001'
export const highlightStart = '\uE002'
export const highlightEnd = '\uE003'

/** The first highlighted string's id: the frame's URL ends with #preview-highlight to scroll to it. */
export const highlightId = 'preview-highlight'

const marks = /[\uE000-\uE003]/g

/** Turns the marks into <mark> in text; strips them anywhere else. */
export function highlightFallbacks(html: string): string {
  let highlighted = 0
  return html
    .split(/(<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]*>)/)
    .map((part) =>
      part.startsWith('<')
        ? part.replace(marks, '')
        : part
            .replaceAll(fallbackStart, '<mark class="preview-fallback">')
            .replaceAll(fallbackEnd, '</mark>')
            .replaceAll(highlightStart, () =>
              highlighted++ === 0
                ? `<mark class="preview-highlight" id="${highlightId}">`
                : '<mark class="preview-highlight">',
            )
            .replaceAll(highlightEnd, '</mark>'),
    )
    .join('')
}

export function stripFallbackMarks(text: string): string {
  return text.replace(marks, '')
}

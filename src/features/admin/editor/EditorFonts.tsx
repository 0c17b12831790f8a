import { fontFaceCss } from '#components/theme/fontFaceCss.ts'

/**
 * The Arabic and Urdu faces on an English admin page, so the editor's fields are set as readers
 * will see the text (the renderer declares only the page's own locale's faces). Each face is
 * fetched only when a field first shows its script.
 */
export function EditorFonts() {
  return <style data-editor-fonts>{fontFaceCss('ar') + fontFaceCss('ur')}</style>
}

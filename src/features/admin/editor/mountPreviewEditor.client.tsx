import { createRoot } from 'react-dom/client'
import { EditorProviders } from './EditorProviders.tsx'
import { createEditorApi } from './editorApi.ts'
import { PreviewEditor } from './PreviewEditor.tsx'
import { previewEditorIds } from './previewEditorIds.ts'

/** Starts the in-context editor when the preview page is in edit mode (it has the containers). */
export function mountPreviewEditor(): void {
  const panel = document.getElementById(previewEditorIds.panel)
  if (!panel) return
  const frames = [...document.querySelectorAll<HTMLIFrameElement>(`iframe[${previewEditorIds.frameAttribute}]`)]
  const api = createEditorApi(panel.dataset.csrfToken ?? '')
  createRoot(panel).render(
    <EditorProviders>
      <PreviewEditor api={api} frames={frames} keyList={document.getElementById(previewEditorIds.keyList)} />
    </EditorProviders>,
  )
}

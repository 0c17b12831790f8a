// https://vike.dev/client
// The preview page's own script. In edit mode it loads the in-context editor beside the frames
// (React, as the panel holds a form per language with live checks); otherwise it loads nothing.
import { previewEditorIds } from '#features/admin/editor/previewEditorIds.ts'

if (document.getElementById(previewEditorIds.panel)) {
  void import('#features/admin/editor/mountPreviewEditor.client.tsx').then(({ mountPreviewEditor }) =>
    mountPreviewEditor(),
  )
}

/** Where the server-rendered preview page leaves room for the editor the browser adds. */
export const previewEditorIds = {
  /** The panel's container; carries the CSRF token the API's POSTs send. */
  panel: 'preview-editor-panel',
  /** Above the frames: the saved notice and the list of every string of the page. */
  keyList: 'preview-editor-keys',
  /** On each frame the editor listens in. */
  frameAttribute: 'data-preview-frame',
} as const

/** Where the server-rendered article editor page leaves room for its script. */
export const articleEditorIds = {
  /** The field's container; carries the CSRF token, the slug, the locale, whether the file exists. */
  form: 'article-editor',
  /** The rendered article beside the field, reloaded after a save. */
  frame: 'article-editor-frame',
  /** The file's field, the same in the page and in the live editor that replaces it. */
  source: 'article-source',
} as const

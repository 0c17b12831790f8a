import { createRoot } from 'react-dom/client'
import { isLocale } from '#i18n/locales.ts'
import { ArticleEditor } from './ArticleEditor.tsx'
import { articleEditorIds } from './articleEditorIds.ts'
import { EditorProviders } from './EditorProviders.tsx'
import { createEditorApi } from './editorApi.ts'

/**
 * Replaces the server-rendered field of the article editor with the live one (the text as the
 * page had it, including anything typed before the script arrived).
 */
export function mountArticleEditor(): void {
  const container = document.getElementById(articleEditorIds.form)
  const { csrfToken = '', slug = '', locale, exists } = container?.dataset ?? {}
  if (!container || !slug || !isLocale(locale)) return
  const field = document.getElementById(articleEditorIds.source) as HTMLTextAreaElement | null
  const frame = document.getElementById(articleEditorIds.frame) as HTMLIFrameElement | null
  createRoot(container).render(
    <EditorProviders>
      <ArticleEditor
        api={createEditorApi(csrfToken)}
        slug={slug}
        locale={locale}
        initialSource={exists === 'true' ? (field?.defaultValue ?? '') : null}
        frame={frame}
      />
    </EditorProviders>,
  )
}

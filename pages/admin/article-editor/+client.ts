// https://vike.dev/client
// The article editor's script: the check as typed and the save, through the translation API.
import { mountArticleEditor } from '#features/admin/editor/mountArticleEditor.client.tsx'

mountArticleEditor()

// Rendering a page on request (admin pages, previews) through Vike's server build.
export interface RenderedPage {
  statusCode: number
  body: string
}

export type RenderOnRequest = (
  pageContextInit: { urlOriginal: string } & Record<string, unknown>,
) => Promise<RenderedPage>

/** Vike's renderPage over dist/server (kept by `keepDistServer`); tests pass their own. */
export const renderWithVike: RenderOnRequest = async (pageContextInit) => {
  const { renderPage } = await import('vike/server')
  const { httpResponse } = await renderPage(pageContextInit)
  if (!httpResponse) throw new Error(`Vike rendered nothing for ${pageContextInit.urlOriginal}`)
  return { statusCode: httpResponse.statusCode, body: httpResponse.body }
}

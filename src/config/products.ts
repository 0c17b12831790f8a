// The agency's two sister products and the host of the free tools site.
export const toolsHost = 'https://toolharbor.com'

export type ProductId = 'tools' | 'chatbot'

export interface SisterProduct {
  id: ProductId
  /** Brand name: stays in Latin script in every locale. */
  name: string
  url: string
}

export const sisterProducts: readonly SisterProduct[] = [
  { id: 'tools', name: 'ToolHarbor', url: toolsHost },
  { id: 'chatbot', name: 'ReplyPilot', url: 'https://replypilot.ai' },
]

export const toolsClaim = { toolCount: 200 } as const

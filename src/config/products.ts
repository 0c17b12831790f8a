// The agency's two sister products and the host of the free tools site.
export const toolsHost = 'https://toolharbor.com'

export type ProductId = 'tools' | 'chatbot'

export interface SisterProduct {
  id: ProductId
  /** Brand name: stays in Latin script in every locale. */
  name: string
  url: string
}

// In the order the product cards show them (Products and Home): ReplyPilot, which a business
// buys, before the free tools it may only use.
export const sisterProducts: readonly SisterProduct[] = [
  { id: 'chatbot', name: 'ReplyPilot', url: 'https://replypilot.ai' },
  { id: 'tools', name: 'ToolHarbor', url: toolsHost },
]

export const toolsClaim = { toolCount: 200 } as const

import type { Locale } from '#i18n/locales.ts'

export const shareNetworks = ['facebook', 'x', 'linkedin', 'whatsapp'] as const
export type ShareNetwork = (typeof shareNetworks)[number]

/**
 * The networks in the order a reader of the language shares on: a UK reader forwards an article
 * on LinkedIn, Gulf and Pakistani readers on WhatsApp first (round-5 Arabic review).
 */
export const shareNetworksFor = (locale: Locale): readonly ShareNetwork[] =>
  locale === 'en' ? ['linkedin', 'whatsapp', 'x', 'facebook'] : ['whatsapp', 'facebook', 'x', 'linkedin']

/**
 * Each network's share URL for an absolute page URL. LinkedIn and Facebook read the title from
 * the page's Open Graph tags; X and WhatsApp take it as text.
 */
export function shareUrl(network: ShareNetwork, pageUrl: string, title: string): string {
  const url = encodeURIComponent(pageUrl)
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`
    case 'x':
      return `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(title)}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${pageUrl}`)}`
  }
}

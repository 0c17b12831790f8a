// WhatsApp's own colours, so the illustration reads as a WhatsApp chat at a glance. Every text
// colour used on them (text.primary, text.secondary, the header's white) stays above 4.5:1.
export const chatColors = {
  header: '#075e54',
  headerMutedText: '#d7f5ef',
  wallpaper: '#efeae2',
  customerBubble: '#d9fdd3',
  botBubble: '#ffffff',
  note: '#fdf4c5',
} as const

// The example WhatsApp conversation of the ReplyPilot block: who speaks, in what order, at what
// time of day. The words are replyPilot:chat.messages.<id> in each language (a Dubai customer and
// dirhams in Arabic, a Lahore customer and rupees in Urdu, a Manchester customer in English).
export const chatExample = [
  { id: 'orderQuestion', from: 'customer', time: '10:30' },
  { id: 'orderAnswer', from: 'bot', time: '10:30' },
  { id: 'leadQuestion', from: 'customer', time: '11:00' },
  { id: 'leadAnswer', from: 'bot', time: '11:00' },
] as const

export type ChatSpeaker = (typeof chatExample)[number]['from']

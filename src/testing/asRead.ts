/**
 * A translation as a test finds it on the page: the DOM's text and accessible names collapse the
 * thin space Urdu's typesetting adds before a space (src/i18n/urduWordGaps.ts) into that space.
 */
export const asRead = (text: string) => text.replaceAll('\u2009 ', ' ')

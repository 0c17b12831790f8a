/**
 * A name the line may not break inside ('Bayan Digital', 'Bayan Digital Ltd'): its spaces become
 * no-break spaces. For text shown on the page only: an aria-label, a title or a link reads the
 * name as it is. Split across two lines inside right-to-left text, 'Bayan / Digital' read as two
 * names, the second one first.
 */
export const keepTogether = (name: string) => name.replaceAll(' ', '\u00a0')

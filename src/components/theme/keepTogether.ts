import { company } from '#config/company.ts'
import { featuredClient } from '#config/featuredProject.ts'

/**
 * A name the line may not break inside ('Bayan Digital', 'Bayan Digital Ltd'): its spaces become
 * no-break spaces. For text shown on the page only: an aria-label, a title or a link reads the
 * name as it is. Split across two lines inside right-to-left text, 'Bayan / Digital' read as two
 * names, the second one first.
 */
export const keepTogether = (name: string) => name.replaceAll(' ', '\u00a0')

/**
 * The Latin names of more than one word that translated texts carry as they are: the client's
 * ('Hearth & Loom') and ours. Longest first, so 'Bayan Digital Ltd' is found whole. (ReplyPilot
 * and ToolHarbor are one word each: a line cannot break inside them.)
 */
const names = [company.legalName, company.name, featuredClient].sort((a, b) => b.length - a.length)
const namePattern = new RegExp(`(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`)

/**
 * A text cut into its names and the words between them ('Hearth & Loom اب…' → the name, then
 * the rest), for KeptNames to set each name on one line. No-break spaces would do it in the
 * text itself, but the right-to-left pages' Latin face draws them apart from its spaces and the
 * fonts test refused them; an element around the name keeps the text's own spaces.
 */
export function nameRuns(text: string): { text: string; name: boolean }[] {
  return text
    .split(namePattern)
    .map((part, index) => ({ text: part, name: index % 2 === 1 }))
    .filter((run) => run.text !== '')
}

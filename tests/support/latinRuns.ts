import { brandNames } from '#features/translations/brandNames.ts'

/**
 * Runs of three or more Latin-script words in a text once brand names are taken out: on an
 * Arabic or Urdu page, such a run is an English sentence (or part of one) left untranslated.
 * Single Latin words (PDF, HTTPS, Google) are allowed.
 */
export function latinRuns(text: string): string[] {
  let rest = text
  for (const name of brandNames) rest = rest.split(name).join('|')
  return rest.match(/[A-Za-z]+(?:[ \t,.'’:;()-]+[A-Za-z]+){2,}/g) ?? []
}

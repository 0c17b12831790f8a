import { nameRuns } from './keepTogether.ts'

/**
 * A text shown with each name it carries on one line, left to right: 'Hearth &' ending one line
 * of an Urdu paragraph and 'Loom' starting the next read as two fragments in the wrong order
 * (round-9 Urdu review). A text with no name stays a plain string.
 */
export function KeptNames({ children }: { children: string }) {
  const runs = nameRuns(children)
  if (!runs.some((run) => run.name)) return children
  return runs.map((run, index) =>
    run.name ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one fixed text, in order
      <span key={index} dir="ltr" style={{ whiteSpace: 'nowrap' }}>
        {run.text}
      </span>
    ) : (
      run.text
    ),
  )
}

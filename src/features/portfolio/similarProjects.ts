// Which projects a case study suggests next: those it names itself (`similar`) first, then those
// of its own category, then the rest, each group in the portfolio's order; never the project itself.
export function similarProjects<P extends { id: string; category: string; similar?: readonly string[] }>(
  project: P,
  all: readonly P[],
  count = 3,
): P[] {
  const others = all.filter((candidate) => candidate.id !== project.id)
  const named = (project.similar ?? []).flatMap((id) => others.filter((candidate) => candidate.id === id))
  const unnamed = others.filter((candidate) => !named.includes(candidate))
  const same = unnamed.filter((candidate) => candidate.category === project.category)
  const rest = unnamed.filter((candidate) => candidate.category !== project.category)
  return [...named, ...same, ...rest].slice(0, count)
}

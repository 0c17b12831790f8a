// Which projects a case study suggests next: those of its own category first, then the rest,
// each group in the portfolio's order; never the project itself.
export function similarProjects<P extends { id: string; category: string }>(
  project: P,
  all: readonly P[],
  count = 3,
): P[] {
  const others = all.filter((candidate) => candidate.id !== project.id)
  const same = others.filter((candidate) => candidate.category === project.category)
  const rest = others.filter((candidate) => candidate.category !== project.category)
  return [...same, ...rest].slice(0, count)
}

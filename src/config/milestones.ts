import { company } from './company.ts'

// The agency's story as the About page tells it, oldest first. Texts are about:timeline.<id>.
export type MilestoneId = 'founded' | 'projects' | 'tools' | 'expansion'

export interface Milestone {
  id: MilestoneId
  year: number
  /** Still under way: shown as "2025+" (the specification's words; 2025 وما بعده, 2025 اور اس کے بعد). */
  ongoing: boolean
}

export const milestones: readonly Milestone[] = [
  { id: 'founded', year: company.foundedYear, ongoing: false },
  // The year the count in company.projectsCompleted was passed.
  { id: 'projects', year: 2024, ongoing: false },
  // The free tools site (ToolHarbor, src/config/products.ts) went live.
  { id: 'tools', year: 2025, ongoing: false },
  { id: 'expansion', year: 2025, ongoing: true },
]

import { filterAnchorPrefix } from './categoryFilter.ts'

// Element ids shared by a project's card and its case study, so links and the script agree.
export const projectCardId = (projectId: string) => `project-${projectId}`
export const caseStudyId = (projectId: string) => `case-${projectId}`
/** A filter link's id, and the fragment its link ends in: without JavaScript, its :target filters. */
export const filterAnchorId = (filter: string) => `${filterAnchorPrefix}${filter}`

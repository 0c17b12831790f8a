// Element ids shared by a project's card and its case study, so links and the script agree.
export const projectCardId = (projectId: string) => `project-${projectId}`
export const caseStudyId = (projectId: string) => `case-${projectId}`

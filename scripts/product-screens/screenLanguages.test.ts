import { describe, expect, it } from 'vitest'
import { caseStudyProjects } from '#config/featuredProject.ts'
import { screens } from './screens.ts'

// The languages src/config gives each project screen (the caption "Shown in Urdu" reads them)
// are the languages its mock-up is drawn in: a screen redrawn in another language must say so there.
describe('the project screens’ languages', () => {
  const projectScreens = caseStudyProjects.flatMap((project) => [
    project.screen,
    ...Object.values(project.screens ?? {}),
  ])

  it.each(projectScreens.map((screen) => [screen.name, screen] as const))('%s', (name, screen) => {
    const scene = screens.find((drawn) => drawn.name === name)
    if (!scene) throw new Error(`no mock-up named ${name}`)
    const drawn = new Set(scene.devices.map((device) => /\blang="([a-z]+)"/.exec(device.html)?.[1]))
    expect([...drawn].sort()).toEqual([...screen.languages].sort())
  })
})

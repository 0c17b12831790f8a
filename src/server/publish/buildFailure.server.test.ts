import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeBuildFailure } from './buildFailure.server.ts'

describe('a failed build, as the publish page shows it', () => {
  const snapshot = '/srv/site/data/builds/20261123-221530-3fa9c1/locales'

  it('names the snapshot file as the working copy file, absolute or relative to the project', () => {
    const output = [
      '> agency-site@1.0.0 build',
      'vike v0.4.266 pre-rendering HTML...',
      `ArticleError: ${path.relative('/srv/site', snapshot)}/ar/blog/launch.md: front matter is not valid YAML`,
      '    at loadFile (/srv/site/src/features/blog/loadArticles.server.ts:40:11)',
      `Error reading ${snapshot}/ur/services.json`,
    ].join('\n')
    const failure = describeBuildFailure(output, snapshot, '/srv/site')
    expect(failure.error).toContain('locales/ar/blog/launch.md: front matter is not valid YAML')
    expect(failure.error).toContain('Error reading locales/ur/services.json')
    expect(failure.error).not.toContain('builds/')
    expect(failure.error).not.toContain('    at ')
    expect(failure.error).not.toContain('> agency-site')
    expect(failure.file).toBe('locales/ur/services.json')
  })

  it('says so when the build gave no reason', () => {
    expect(describeBuildFailure('', snapshot, '/srv/site')).toEqual({
      error: 'the build failed without saying why',
      file: null,
    })
  })
})

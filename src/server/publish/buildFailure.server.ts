import path from 'node:path'

export interface BuildFailure {
  /** The build's own words, the last lines that matter, with the snapshot's paths as locales/... */
  error: string
  /** The translation file the error names ('locales/ar/blog/launch.md'), when it names one. */
  file: string | null
}

// npm's banner, stack frames and the bundle size table say nothing about what went wrong.
const noise = [/^\s+at\s/, /^npm (warn|notice)/i, /^> /, /kB\s*│/, /^\s*$/]
const localesFile = /\blocales\/(?:en|ar|ur)\/[^\s:'"`()]+\.(?:md|json)\b/g
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What a failed build says, as a translator can act on it: the snapshot the build read
 * (DATA_DIR/builds/<id>/locales, absolute or relative) named as the working copy's locales/.
 */
export function describeBuildFailure(output: string, snapshotDir: string, cwd = process.cwd()): BuildFailure {
  const forms = [...new Set([path.resolve(snapshotDir), path.relative(cwd, path.resolve(snapshotDir))])]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
  let mapped = output
  for (const form of forms) mapped = mapped.replace(new RegExp(literally(form), 'g'), 'locales')
  const lines = mapped.split('\n').filter((line) => !noise.some((pattern) => pattern.test(line)))
  const error = lines.slice(-12).join('\n').trim() || 'the build failed without saying why'
  return { error, file: fileNamedIn(mapped) }
}

/** The last translation file a build's words name ('locales/ar/blog/launch.md'), if any. */
export function fileNamedIn(text: string): string | null {
  return [...text.matchAll(localesFile)].map((match) => match[0]).at(-1) ?? null
}

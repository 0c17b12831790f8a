import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// `npm run lint` enforces the import direction of docs/decisions/0008-layers.md with Biome's
// noRestrictedImports (biome.json overrides). These probes are real files in the real folders,
// linted by the real configuration: a rule that stops refusing fails here.
const probeFolder = '__import_probe__'
const probes: { file: string; importPath: string; refused: boolean }[] = [
  { file: 'src/config', importPath: '#i18n/locales.ts', refused: true },
  { file: 'src/i18n', importPath: '#components/Section.tsx', refused: true },
  { file: 'src/i18n', importPath: '#config/company.ts', refused: false },
  { file: 'src/components', importPath: '#features/blog/article.ts', refused: true },
  { file: 'src/components', importPath: '#i18n/locales.ts', refused: false },
  { file: 'src/components', importPath: '../../config/company.ts', refused: true },
  { file: 'src/features/blog', importPath: '#features/seo/sitemap.ts', refused: true },
  { file: 'src/features/blog', importPath: '#features/blog/article.ts', refused: false },
  { file: 'src/features/blog', importPath: '#server/app.ts', refused: true },
  { file: 'src/features/blog', importPath: '#renderer/AppShell.tsx', refused: true },
  { file: 'src/features/blog', importPath: '../../../scripts/bench.ts', refused: true },
  { file: 'pages/portfolio', importPath: '../index/Hero.tsx', refused: true },
  { file: 'pages/portfolio', importPath: '#server/app.ts', refused: true },
  { file: 'pages/portfolio', importPath: '#features/portfolio/ids.ts', refused: false },
  { file: 'renderer', importPath: '#server/app.ts', refused: true },
  { file: 'src/server', importPath: '#renderer/AppShell.tsx', refused: true },
]

const written = new Set<string>()
afterAll(() => {
  for (const folder of written) rmSync(folder, { recursive: true, force: true })
})

interface Diagnostic {
  category: string
  location: { path: string }
}

function refusedFiles(): Set<string> {
  const files = probes.map(({ file, importPath }, index) => {
    const folder = path.join(file, probeFolder)
    mkdirSync(folder, { recursive: true })
    written.add(folder)
    const probe = path.join(folder, `probe${index}.ts`)
    writeFileSync(probe, `import { x } from '${importPath}'\nexport const y = x\n`)
    return probe
  })
  let output: string
  try {
    output = execFileSync('node_modules/.bin/biome', ['lint', '--reporter=json', ...files], { encoding: 'utf8' })
  } catch (error) {
    // Biome exits 1 when it finds an error: the report is still on stdout.
    output = (error as { stdout: string }).stdout
  }
  const { diagnostics } = JSON.parse(output) as { diagnostics: Diagnostic[] }
  return new Set(diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports').map((d) => d.location.path))
}

describe('the import direction that npm run lint enforces', () => {
  const refused = refusedFiles()

  it.each(probes.map((probe, index) => ({ ...probe, index })))(
    '$file importing $importPath: refused $refused',
    ({ file, index, refused: expected }) => {
      const probe = path.join(file, probeFolder, `probe${index}.ts`)
      expect(refused.has(probe)).toBe(expected)
    },
  )

  it('has a rule for every feature folder, so a new feature cannot import its neighbours', () => {
    const config = JSON.parse(readFileSync('biome.json', 'utf8')) as { overrides: { includes: string[] }[] }
    const covered = config.overrides.flatMap((override) => override.includes)
    const features = readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory())
    for (const feature of features) expect(covered).toContain(`src/features/${feature.name}/**`)
  })
})

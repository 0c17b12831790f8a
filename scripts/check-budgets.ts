// `npm run budgets`, after `npm run build` (and in `npm test`): fails when any prerendered page
// ships more HTML, CSS, JavaScript or fonts (every face its text uses, preloaded or not) than its
// budget in src/tooling/budgets.ts, or loads a module its HTML does not preload (a waterfall).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { budgetOf, budgets, overBudget, pageType } from '#tooling/budgets.ts'
import { pageWeights } from '#tooling/pageWeights.ts'

const clientDir = path.resolve(process.argv[2] ?? 'dist/client')
if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.error(`No build in ${clientDir}: run \`npm run build\` first.`)
  process.exit(1)
}

const weights = pageWeights(clientDir)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
for (const type of Object.keys(budgets) as (keyof typeof budgets)[]) {
  const pages = weights.filter((weight) => pageType(weight.urlPath) === type)
  const most = (figure: 'html' | 'css' | 'js' | 'lazyJs') => kb(Math.max(...pages.map((w) => w[figure])))
  const budget = budgets[type]
  console.log(
    `${type} (${pages.length} pages), most / budget: HTML ${most('html')} / ${kb(budget.html)}, CSS ${most('css')} / ${kb(budget.css)}, ` +
      `JS ${most('js')} / ${kb(budget.js)} in at most ${Math.max(...pages.map((w) => w.scriptFiles))} / ${budget.scriptFiles} files, on demand ${most('lazyJs')} / ${kb(budget.lazyJs)}`,
  )
}
// Fonts by language: each script has its own faces, every page the same budget (budgets.ts).
const fontsOf = (prefix: RegExp) => weights.filter((weight) => prefix.test(weight.urlPath))
const languages = {
  en: /^\/(?!ar(\/|$)|ur(\/|$))|^\(404 en\)$/,
  ar: /^\/ar(\/|$)|^\(404 ar\)$/,
  ur: /^\/ur(\/|$)|^\(404 ur\)$/,
}
console.log(
  `fonts each page's text uses, most / budget: ${Object.entries(languages)
    .map(([language, prefix]) => {
      const pages = fontsOf(prefix)
      const most = pages.reduce((a, b) => (b.fonts > a.fonts ? b : a))
      return `${language} ${kb(most.fonts)} / ${kb(budgetOf(most.urlPath).fonts)}`
    })
    .join(', ')}`,
)
const waterfalls = weights.flatMap((weight) =>
  weight.unpreloadedJs.map((module) => `${weight.urlPath}: ${module} is imported but not preloaded`),
)
const overruns = [...overBudget(weights), ...waterfalls]
if (overruns.length > 0) {
  console.error(`\nOver budget (src/tooling/budgets.ts):\n${overruns.map((line) => `  ${line}`).join('\n')}`)
  process.exit(1)
}
console.log(`budgets: ${weights.length} pages within their budgets`)

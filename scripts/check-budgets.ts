// `npm run budgets`, after `npm run build` (and in `npm test`): fails when any prerendered page
// ships more HTML, CSS, JavaScript or preloaded fonts than its budget in src/tooling/budgets.ts.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { budgets, overBudget, pageType } from '#tooling/budgets.ts'
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
  const most = (figure: 'html' | 'css' | 'js' | 'lazyJs' | 'fonts') => kb(Math.max(...pages.map((w) => w[figure])))
  const budget = budgets[type]
  console.log(
    `${type} (${pages.length} pages), most / budget: HTML ${most('html')} / ${kb(budget.html)}, CSS ${most('css')} / ${kb(budget.css)}, ` +
      `JS ${most('js')} / ${kb(budget.js)}, on demand ${most('lazyJs')} / ${kb(budget.lazyJs)}, fonts ${most('fonts')} / ${kb(budget.fonts)}`,
  )
}
const overruns = overBudget(weights)
if (overruns.length > 0) {
  console.error(`\nOver budget (src/tooling/budgets.ts):\n${overruns.map((line) => `  ${line}`).join('\n')}`)
  process.exit(1)
}
console.log(`budgets: ${weights.length} pages within their budgets`)

import { contactIslandId } from './islandData.ts'

/** How long after load the page is left alone before an idle browser loads the island. */
const settleMs = 3_000

/** What the visitor does to the form that makes the island load at once. */
const interactions = ['focusin', 'input', 'pointerdown', 'pointerover', 'keydown'] as const

/**
 * The contact page costs nothing until its form is used (docs/decisions/0001): the plain form
 * works without JavaScript, and React, MUI and Formik load when the visitor first focuses, types
 * in or points at the form, or when the browser is idle once the page has loaded and settled
 * (3 s), whichever comes first. The bundler preloads every chunk of the island the moment it is requested.
 *
 * Where it is, for scripts and tests: the island's container gets `data-island="requested"` (not
 * the form, whose attributes React hydrates), and the form `data-enhanced` once the island has
 * hydrated and submits go through it.
 */
export function loadContactIslandOnDemand(): void {
  const island = document.getElementById(contactIslandId)
  const form = island?.querySelector('form')
  if (!island || !form) return
  const load = () => {
    for (const type of interactions) form.removeEventListener(type, load, true)
    if (island.dataset.island) return
    island.dataset.island = 'requested'
    import('./hydrateContactForm.client.tsx').then(
      // A task of its own: evaluating the island's modules and hydrating it never add up to one long task.
      ({ hydrateContactForm }) => setTimeout(hydrateContactForm),
      // Offline or a failed deploy: the plain form still posts.
      () => delete island.dataset.island,
    )
  }
  for (const type of interactions) form.addEventListener(type, load, { capture: true, passive: true })
  // Until the island has hydrated and taken over sending (data-enhanced), a submit goes out as the
  // plain POST: React, listening on the container mid-hydration, could take the event and send
  // nothing. Stopped here, above the container, the browser's own submission still happens.
  document.addEventListener(
    'submit',
    (event) => {
      if (event.target === form && form.dataset.enhanced !== 'true') event.stopPropagation()
    },
    { capture: true },
  )
  // Idle means settled: the page has loaded and had its first seconds to itself, so the island's
  // own work (evaluating 137 KB, hydrating) never competes with the page's first paint and input.
  const whenIdle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 5_000 })
      else load()
    }, settleMs)
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}

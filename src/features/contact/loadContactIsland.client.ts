import { contactIslandId } from './islandData.ts'

/** What the visitor does to the form that makes the island load at once. */
const interactions = ['focusin', 'input', 'pointerdown', 'pointerover', 'keydown'] as const

/**
 * The contact page costs nothing until its form is used (docs/decisions/0001): the plain form
 * works without JavaScript, and React, MUI and Formik load when the visitor first focuses, types
 * in or points at the form, or when the browser is idle after the page loaded, whichever comes
 * first. The bundler preloads every chunk of the island the moment it is requested.
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
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 5_000 }) : setTimeout(load, 2_000)
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}

import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify'

export interface PluginMeta {
  /** The name Fastify reports in errors and other plugins list among their dependencies. */
  name: string
  /** Plugins (by name) that must be registered before this one: Fastify refuses to start otherwise. */
  dependencies?: string[]
  /** What the app must already be decorated with (app.leads, app.mail): checked at registration. */
  decorators?: { fastify?: string[]; request?: string[]; reply?: string[] }
}

/** A plugin with its own scope (routes, hooks, request decorations) and declared needs. */
export function scopedPlugin<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
  meta: PluginMeta,
) {
  return Object.assign(plugin, {
    [Symbol.for('fastify.display-name')]: meta.name,
    [Symbol.for('plugin-meta')]: meta,
  })
}

/**
 * A plugin whose decorators and hooks land on the app that registers it rather than in a scope of
 * its own, so every route registered afterwards sees app.database or app.leads. This is what the
 * fastify-plugin package does; the two symbols are Fastify's documented contract for it.
 */
export function sharedPlugin<Options extends FastifyPluginOptions>(
  plugin: FastifyPluginAsync<Options>,
  meta: PluginMeta,
) {
  return Object.assign(scopedPlugin(plugin, meta), { [Symbol.for('skip-override')]: true })
}

import fastifyCookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import { genericErrorHandler } from './errorHandler.server.ts'
import { sharedPlugin } from './plugin.server.ts'
import { registerSecurityHeaders } from './securityHeaders.server.ts'

/**
 * The third-party plugins the app's own plugins and routes rely on, registered first: security
 * headers on every answer, cookies (the admin session) and form posts (the contact form without
 * JavaScript, the admin's forms). Also the root error handler, so no error's internal message reaches a visitor.
 */
export const externalPlugins = sharedPlugin(
  async (app, { https }: { https: boolean }) => {
    app.setErrorHandler(genericErrorHandler)
    await registerSecurityHeaders(app, { https })
    await app.register(fastifyCookie)
    // The admin's forms; the contact route sets its own, smaller limit on every body it takes.
    await app.register(formbody, { bodyLimit: 64 * 1024 })
  },
  { name: 'external-plugins' },
)

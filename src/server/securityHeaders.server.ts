import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * Security headers for every response. Scripts load only from this origin (no inline script);
 * styles allow inline <style> because the prerendered pages carry their critical CSS inline.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Without TLS an HSTS header is meaningless, and on localhost it would pin the browser to https.
    strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Headers for browsers and plug-ins that are gone (Internet Explorer 8's downloads, its XSS
    // filter, Flash's cross-domain policies): 90 bytes that every page's first round trip would
    // carry for nothing (docs/decisions/0013-first-round-trip.md).
    xDownloadOptions: false,
    xXssProtection: false,
    xPermittedCrossDomainPolicies: false,
  })
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()')
  })
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { type AddressInfo, connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app.server.ts'
import { readConfig, type ServerConfig } from './config.server.ts'

let clientDir: string
let dataDir: string
const opened: FastifyInstance[] = []

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'site-'))
  mkdirSync(path.join(clientDir, 'ar'))
  mkdirSync(path.join(clientDir, 'assets'))
  writeFileSync(path.join(clientDir, 'index.html'), '<html lang="en">home</html>')
  writeFileSync(path.join(clientDir, 'services.html'), '<html lang="en">services</html>')
  writeFileSync(path.join(clientDir, '404.html'), '<html lang="en">missing</html>')
  writeFileSync(path.join(clientDir, 'ar', '404.html'), '<html lang="ar">missing</html>')
  writeFileSync(path.join(clientDir, 'assets', 'app.abc123.js'), 'console.log(1)')
  writeFileSync(
    path.join(clientDir, 'ar', 'contact.html'),
    '<html lang="ar"><input name="formToken" value="__CONTACT_FORM_TOKEN__"><input name="idempotencyKey" value="__CONTACT_IDEMPOTENCY_KEY__"></html>',
  )
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-data-'))
})

afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => server.close()))
})

afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

async function app(siteUrl: string) {
  const config: ServerConfig = { ...readConfig({ DATA_DIR: dataDir }), port: 0, siteUrl, clientDir }
  const server = await buildApp(config, { logger: false })
  opened.push(server)
  return server
}

describe('production server', () => {
  it('lets go of a client that sends headers and then nothing', async () => {
    const base = readConfig({ DATA_DIR: dataDir, CONNECTION_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '1000' })
    const server = await buildApp({ ...base, port: 0, siteUrl: 'http://localhost:3000', clientDir }, { logger: false })
    opened.push(server)
    expect(server.server.requestTimeout).toBe(1000)
    expect(server.server.timeout).toBe(300)
    expect(server.server.keepAliveTimeout).toBe(5000)
    await server.listen({ port: 0, host: '127.0.0.1' })
    const { port } = server.server.address() as AddressInfo
    const socket = connect(port, '127.0.0.1')
    socket.on('data', () => {})
    socket.write('POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n')
    // Closed by the server, not by the test's timeout.
    await new Promise((resolve) => socket.once('close', resolve))
  }, 10_000)

  it('sends HSTS only when the public site is https', async () => {
    const secure = await (await app('https://example.com')).inject('/')
    expect(secure.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests')
    const plain = await (await app('http://localhost:3000')).inject('/')
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
  })

  it('serves pages at their clean URL and never as .html duplicates', async () => {
    const server = await app('http://localhost:3000')
    expect((await server.inject('/services')).body).toContain('services')
    expect((await server.inject('/services.html')).statusCode).toBe(404)
  })

  it('answers unknown paths with the locale 404 page and status', async () => {
    const server = await app('http://localhost:3000')
    const english = await server.inject('/nope')
    expect(english.statusCode).toBe(404)
    expect(english.body).toContain('lang="en"')
    const arabic = await server.inject('/ar/nope')
    expect(arabic.statusCode).toBe(404)
    expect(arabic.body).toContain('lang="ar"')
  })

  it('caches hashed assets for a year', async () => {
    const response = await (await app('http://localhost:3000')).inject('/assets/app.abc123.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await (await app('http://localhost:3000')).inject('/assets/missing.js')).statusCode).toBe(404)
  })

  it('serves each contact page with a fresh time token and idempotency key, never cached', async () => {
    const server = await app('http://localhost:3000')
    const first = await server.inject('/ar/contact')
    const second = await server.inject('/ar/contact')
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.body).toContain('lang="ar"')
    expect(first.body).not.toContain('__CONTACT_')
    const key = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1]
    expect(key(first.body)).toMatch(/^[0-9a-f-]{36}$/)
    expect(key(first.body)).not.toBe(key(second.body))
    expect(first.body).toMatch(/name="formToken" value="\d+\.[\w-]{43}"/)
    expect((await server.inject('/ar/contact.html')).statusCode).toBe(404)
  })

  it('refuses paths that climb out of the site folder', async () => {
    const response = await (await app('http://localhost:3000')).inject('/assets/..%2f..%2fetc%2fpasswd')
    expect([403, 404]).toContain(response.statusCode)
    expect(response.body).not.toContain('root:')
  })
})

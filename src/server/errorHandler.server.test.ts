import Fastify from 'fastify'
import { expect, it } from 'vitest'
import { externalPlugins } from './externalPlugins.server.ts'

it('answers an error with its status and a generic body, the detail only in the log', async () => {
  const app = Fastify()
  await app.register(externalPlugins, { https: false })
  app.get('/broken', async () => {
    throw new Error('connection to db.internal:5432 refused at /srv/app/secret.ts')
  })
  app.post('/typed', { schema: { body: { type: 'object', properties: { n: { type: 'integer' } } } } }, async () => 'ok')
  const broken = await app.inject({ url: '/broken' })
  expect(broken.statusCode).toBe(500)
  expect(broken.json()).toEqual({ statusCode: 500, error: 'Internal Server Error' })
  const typed = await app.inject({ method: 'POST', url: '/typed', payload: { n: { toString: 'x' } } })
  expect(typed.statusCode).toBe(400)
  expect(typed.body).not.toContain('body/n')
  await app.close()
})

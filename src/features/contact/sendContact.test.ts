import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendContact } from './sendContact.ts'

const payload = { name: 'Amina', idempotencyKey: 'key-1' }
const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('sendContact', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockReset()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  const keysSent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).idempotencyKey)

  it('retries a 503 and a dropped connection with the same idempotency key', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(503))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(201, { status: 'received', id: 1 }))
    const outcome = sendContact(payload)
    await vi.advanceTimersByTimeAsync(3_000)
    await expect(outcome).resolves.toEqual({ kind: 'received' })
    expect(keysSent()).toEqual(['key-1', 'key-1', 'key-1'])
  })

  it('gives up after three retries', async () => {
    fetchMock.mockImplementation(async () => answer(500))
    const outcome = sendContact(payload)
    await vi.advanceTimersByTimeAsync(7_000)
    await expect(outcome).resolves.toEqual({ kind: 'failed' })
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })

  it('never retries a 4xx', async () => {
    fetchMock.mockResolvedValueOnce(answer(422, { error: 'invalid', errors: { email: 'Bad address' } }))
    await expect(sendContact(payload)).resolves.toEqual({ kind: 'invalid', messages: { email: 'Bad address' } })
    fetchMock.mockResolvedValueOnce(answer(429))
    await expect(sendContact(payload)).resolves.toEqual({ kind: 'tooMany' })
    fetchMock.mockResolvedValueOnce(answer(413))
    await expect(sendContact(payload)).resolves.toEqual({ kind: 'failed' })
    expect(fetchMock).toHaveBeenCalledTimes(3)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { retryDelay, withRetry } from './retry.ts'

const policy = { retries: 3, initialDelayMs: 1_000, maxDelayMs: 30_000 }

describe('retryDelay', () => {
  it('starts at the initial delay, doubles, and stops at the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((retry) => retryDelay(policy, retry))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ])
  })
})

describe('withRetry', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('answers at once when the first attempt succeeds', async () => {
    const attempt = vi.fn(async () => 'ok')
    await expect(withRetry(policy, attempt)).resolves.toBe('ok')
    expect(attempt).toHaveBeenCalledTimes(1)
  })

  it('waits 1 s, then 2 s, between failed attempts', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('503'))
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue('ok')
    const result = withRetry(policy, attempt)
    await vi.advanceTimersByTimeAsync(0)
    expect(attempt).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(attempt).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempt).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(attempt).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).resolves.toBe('ok')
    expect(attempt).toHaveBeenCalledTimes(3)
  })

  it('gives up after the last retry with the last error', async () => {
    let calls = 0
    const attempt = vi.fn(async () => {
      calls++
      throw new Error(`failure ${calls}`)
    })
    const result = withRetry(policy, attempt)
    const settled = expect(result).rejects.toThrow('failure 4')
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000)
    await settled
    expect(attempt).toHaveBeenCalledTimes(4)
  })

  it('caps long waits', async () => {
    const capped = { retries: 1, initialDelayMs: 60_000, maxDelayMs: 30_000 }
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok')
    const result = withRetry(capped, attempt)
    await vi.advanceTimersByTimeAsync(30_000)
    await expect(result).resolves.toBe('ok')
    expect(attempt).toHaveBeenCalledTimes(2)
  })
})

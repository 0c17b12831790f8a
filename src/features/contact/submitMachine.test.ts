import { describe, expect, it } from 'vitest'
import { feedbackFor, initialSubmitState, submitReducer } from './submitMachine.ts'

describe('the contact form submit machine', () => {
  const start = initialSubmitState('key-1', false)

  it('shows the summary and asks for the focus each time a submit is refused', () => {
    const once = submitReducer(start, { type: 'refused' })
    const twice = submitReducer(once, { type: 'refused' })
    expect(once).toMatchObject({ summaryShown: true, summaryFocus: 1, sending: false })
    expect(twice.summaryFocus).toBe(2)
  })

  it('opens with the summary focused after a refused post without JavaScript', () => {
    expect(initialSubmitState('key-1', true)).toMatchObject({ summaryShown: true, summaryFocus: 1 })
  })

  it('takes a new idempotency key only once a message was stored', () => {
    const sending = submitReducer(start, { type: 'send' })
    expect(sending).toMatchObject({ sending: true, summaryShown: false })
    for (const outcome of ['tooMany', 'failed'] as const) {
      expect(submitReducer(sending, { type: 'answered', outcome, nextKey: 'key-2' })).toMatchObject({
        sending: false,
        idempotencyKey: 'key-1',
      })
    }
    expect(submitReducer(sending, { type: 'answered', outcome: 'received', nextKey: 'key-2' }).idempotencyKey).toBe(
      'key-2',
    )
  })

  it('marks the message as attempted from its first submit until it is stored', () => {
    expect(start.attempted).toBe(false)
    expect(submitReducer(start, { type: 'refused' }).attempted).toBe(true)
    const sending = submitReducer(start, { type: 'send' })
    expect(sending.attempted).toBe(true)
    for (const outcome of ['tooMany', 'failed', 'invalid'] as const)
      expect(submitReducer(sending, { type: 'answered', outcome, nextKey: 'key-2' }).attempted).toBe(true)
    expect(submitReducer(sending, { type: 'answered', outcome: 'received', nextKey: 'key-2' }).attempted).toBe(false)
    // A post without JavaScript refused by the server was an attempt.
    expect(initialSubmitState('key-1', true).attempted).toBe(true)
  })

  it('tells each answer with its toast, a refused field beside the field and the rate limit in its notice', () => {
    expect(feedbackFor('received')).toEqual({ variant: 'success', title: 'toast.sentTitle', message: 'toast.sentText' })
    expect(feedbackFor('failed')?.message).toBe('contact:form.errors.server')
    expect(feedbackFor('tooMany')).toBeUndefined()
    expect(feedbackFor('invalid')).toBeUndefined()
  })
})

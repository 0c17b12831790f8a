import { useCallback, useEffect, useRef, useState } from 'react'
import type { Finding } from './editorApi.ts'

/** How long typing pauses before the text is checked: one request per pause, not per key. */
export const checkDelayMs = 350

/**
 * The check as the translator types (the same engine as `npm run i18n:check`, on the server):
 * each change waits for a pause, and an answer that a newer change overtook is dropped.
 */
export function useDebouncedCheck<T>(run: (input: T, signal: AbortSignal) => Promise<Finding[]>, initial: Finding[]) {
  const [findings, setFindings] = useState(initial)
  const [checking, setChecking] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const controller = useRef<AbortController | undefined>(undefined)
  const latestRun = useRef(run)
  latestRun.current = run

  const cancel = useCallback(() => {
    clearTimeout(timer.current)
    controller.current?.abort()
  }, [])
  useEffect(() => cancel, [cancel])

  const check = useCallback(
    (input: T) => {
      cancel()
      setChecking(true)
      timer.current = setTimeout(() => {
        const current = new AbortController()
        controller.current = current
        latestRun.current(input, current.signal).then(
          (found) => {
            if (current.signal.aborted) return
            setFindings(found)
            setChecking(false)
          },
          () => {
            if (!current.signal.aborted) setChecking(false)
          },
        )
      }, checkDelayMs)
    },
    [cancel],
  )

  const reset = useCallback(
    (found: Finding[]) => {
      cancel()
      setChecking(false)
      setFindings(found)
    },
    [cancel],
  )

  return { findings, checking, check, reset }
}

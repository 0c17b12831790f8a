import Box from '@mui/material/Box'
import { useCallback, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { EditorButton } from './EditorButton.tsx'
import { EditorPanel } from './EditorPanel.tsx'
import type { EditorApi } from './editorApi.ts'
import { chosenClass, editableTarget, frameDocument, keyOf, keysOfFrame, stringsWithKey } from './frameStrings.ts'

interface Opener {
  key: string
  element: HTMLElement
  frame?: HTMLIFrameElement
}

/**
 * Edit mode on the preview page: listens inside each frame for a click on, or Enter or Space on,
 * a marked string, lists every string of the page as buttons (for the keyboard, and for texts not
 * shown as text), opens the panel, and after a save reloads every frame at once.
 */
export function PreviewEditor(props: { api: EditorApi; frames: HTMLIFrameElement[]; keyList: HTMLElement | null }) {
  const { api, frames, keyList } = props
  const { t } = useTranslation('admin')
  const [keys, setKeys] = useState<string[]>([])
  const [chosen, setChosen] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const opener = useRef<Opener | null>(null)
  const chosenRef = useRef<string | null>(null)
  chosenRef.current = chosen

  const collectKeys = useCallback(() => {
    const all = new Set<string>()
    for (const frame of frames) {
      const document = frameDocument(frame)
      if (document) for (const key of keysOfFrame(document)) all.add(key)
    }
    setKeys([...all].sort())
  }, [frames])

  const outline = useCallback(
    (key: string | null) => {
      for (const frame of frames) {
        const document = frameDocument(frame)
        if (!document) continue
        for (const element of document.querySelectorAll(`.${chosenClass}`)) element.classList.remove(chosenClass)
        if (key) for (const element of stringsWithKey(document, key)) element.classList.add(chosenClass)
      }
    },
    [frames],
  )

  const choose = useCallback(
    (key: string, element: HTMLElement, frame?: HTMLIFrameElement) => {
      opener.current = { key, element, ...(frame ? { frame } : {}) }
      setChosen(key)
      outline(key)
    },
    [outline],
  )

  const close = useCallback(() => {
    setChosen(null)
    outline(null)
    const from = opener.current
    if (!from) return
    // The frame may have reloaded since (a save): the same string in the same frame, else its button.
    const document = from.frame ? frameDocument(from.frame) : null
    const again = document ? stringsWithKey(document, from.key)[0] : undefined
    const target = from.element.isConnected
      ? from.element
      : (again?.closest<HTMLElement>('a, button, summary') ??
        again ??
        keyList?.querySelector<HTMLElement>(`[data-key="${from.key}"]`))
    target?.focus()
  }, [outline, keyList])

  // Listeners inside each frame, attached again whenever it (re)loads.
  const handlers = useRef({ choose, close })
  handlers.current = { choose, close }
  useEffect(() => {
    const attach = (frame: HTMLIFrameElement) => {
      const document = frameDocument(frame)
      if (!document) return
      document.addEventListener('click', (event) => {
        const target = editableTarget(event.target)
        // A link in a previewed page leads to the public site, away from the preview: not here.
        if (target || (event.target as Element | null)?.closest?.('a')) event.preventDefault()
        if (target) handlers.current.choose(keyOf(target), target, frame)
      })
      document.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && chosenRef.current) {
          handlers.current.close()
          return
        }
        if (event.key !== 'Enter' && event.key !== ' ') return
        const target = editableTarget(event.target, true)
        if (!target) return
        event.preventDefault()
        // Focus returns to what had it: the string, or the link or button that holds it.
        handlers.current.choose(keyOf(target), event.target as HTMLElement, frame)
      })
      if (chosenRef.current)
        for (const element of stringsWithKey(document, chosenRef.current)) element.classList.add(chosenClass)
      collectKeys()
    }
    const listeners = frames.map((frame) => {
      const onLoad = () => attach(frame)
      frame.addEventListener('load', onLoad)
      if (frameDocument(frame)?.readyState === 'complete') attach(frame)
      return () => frame.removeEventListener('load', onLoad)
    })
    return () => {
      for (const remove of listeners) remove()
    }
  }, [frames, collectKeys])

  const saved = useCallback(
    (message: string) => {
      for (const frame of frames) frame.contentWindow?.location.reload()
      // Cleared first, so the same message twice is announced twice.
      setAnnouncement('')
      requestAnimationFrame(() => setAnnouncement(message))
    },
    [frames],
  )

  const list = (
    <>
      <p role="status" style={{ margin: '0 0 0.5rem', fontWeight: 600, minHeight: '1.5em' }}>
        {announcement}
      </p>
      <details>
        <summary style={{ cursor: 'pointer', fontWeight: 600 }}>
          {t('editor.keysSummary', { count: keys.length })}
        </summary>
        <Box
          component="ul"
          aria-label={t('editor.keysLabel')}
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 1,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            maxHeight: '16rem',
            overflow: 'auto',
          }}
        >
          {keys.map((key) => (
            <li key={key}>
              <EditorButton
                variant={key === chosen ? 'contained' : 'outlined'}
                size="small"
                data-key={key}
                aria-pressed={key === chosen}
                onClick={(event) => choose(key, event.currentTarget)}
                monospace
              >
                {key}
              </EditorButton>
            </li>
          ))}
        </Box>
      </details>
    </>
  )

  return (
    <>
      {keyList && createPortal(list, keyList)}
      {chosen && (
        <Box
          sx={{
            width: { xs: '100%', md: 460 },
            flex: 'none',
            position: { md: 'sticky' },
            top: 8,
            maxHeight: { md: 'calc(100vh - 16px)' },
            overflow: 'auto',
            border: 1,
            borderColor: 'grey.400',
            borderRadius: 1,
            bgcolor: 'background.paper',
            p: 2,
          }}
        >
          <EditorPanel key={chosen} api={api} unitKey={chosen} onClose={close} onSaved={saved} />
        </Box>
      )}
    </>
  )
}

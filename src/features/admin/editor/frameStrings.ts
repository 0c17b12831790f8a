// What the preview page reads from, and does to, its frames in edit mode. The frames are
// same-origin, so the page reaches into their documents directly.
import { editKeyAttribute, editKeysId } from '../preview/editMarks.ts'

/** The chosen string's outline in every frame (a class the frame's edit style draws). */
export const chosenClass = 'preview-edit-chosen'

export function frameDocument(frame: HTMLIFrameElement): Document | null {
  try {
    const document = frame.contentDocument
    return document && document.URL !== 'about:blank' ? document : null
  } catch {
    return null
  }
}

/** Every key a frame shows: its spans, then the keys it lists for attributes and the head. */
export function keysOfFrame(document: Document): string[] {
  const keys = new Set<string>()
  for (const element of document.querySelectorAll(`[${editKeyAttribute}]`)) {
    const key = element.getAttribute(editKeyAttribute)
    if (key) keys.add(key)
  }
  const listed = document.getElementById(editKeysId)?.textContent
  if (listed) {
    try {
      const { text = [], hidden = [] } = JSON.parse(listed) as { text?: string[]; hidden?: string[] }
      for (const key of [...text, ...hidden]) keys.add(key)
    } catch {
      // A frame that failed to render has no list: its spans are enough.
    }
  }
  return [...keys]
}

/**
 * The editable string an event in a frame happened on, if any. A link or a button holds its
 * string without a focus of its own (editMarks.ts): pressing Enter on the control opens it.
 */
export function editableTarget(target: EventTarget | null, fromKeyboard = false): HTMLElement | null {
  const element = target as Element | null
  if (!element || typeof element.closest !== 'function') return null
  return (
    element.closest<HTMLElement>(`[${editKeyAttribute}]`) ??
    (fromKeyboard && element.matches('a, button, summary')
      ? element.querySelector<HTMLElement>(`[${editKeyAttribute}]`)
      : null)
  )
}

export function keyOf(element: Element): string {
  return element.getAttribute(editKeyAttribute) ?? ''
}

export function stringsWithKey(document: Document, key: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[${editKeyAttribute}]`)].filter(
    (element) => element.getAttribute(editKeyAttribute) === key,
  )
}

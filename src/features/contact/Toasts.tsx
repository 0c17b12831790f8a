import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import { keyframes } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import {
  type CSSProperties,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { noteCardInset, noteHeightProperty, toastsCoverProperty } from '#components/layout/languageNoteLayout.ts'
import { toasts as toastSettings } from '#config/toasts.ts'
import { useFormTranslator } from './FormTranslatorContext.tsx'

export interface ToastContent {
  variant: 'success' | 'error'
  title: string
  message: string
}

interface ShownToast extends ToastContent {
  id: number
}

const Context = createContext<(toast: ToastContent) => void>(() => {})

/** Shows a toast: a title, a sentence and a close button, read out by the live region it sits in. */
export const useToast = () => useContext(Context)

const gap = toastSettings.gapPx
/** The language note's height while it is shown (languageNoteLayout.ts), else 0. */
const noteHeight = `var(${noteHeightProperty}, 0px)`
/** In from the edge it sits at: down from the header, or up from the bottom corner. */
const riseProperty = '--toasts-rise'
const rise = keyframes`from { opacity: 0; transform: translateY(var(${riseProperty}, 16px)); }`

const edges = (element: Element) => element.getBoundingClientRect()
const beside = (a: DOMRect, b: DOMRect) => a.right <= b.left || a.left >= b.right

const headerBottom = () => Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0)
const focusedElement = () => {
  const focused = document.activeElement
  return focused instanceof HTMLElement && focused !== document.body ? focused : null
}

/**
 * Where the stack goes, read as a toast is asked for, so that it is drawn at its place from its
 * first frame: under the sticky header, across a phone's screen, and from `md` up over the column
 * of the section that has the focus (the sent panel, in the form's place); in the bottom corner
 * where nothing narrower has it.
 */
function placement(): { style: CSSProperties; inColumn: boolean } {
  const column = focusedElement()?.closest('section')?.getBoundingClientRect()
  const page = document.documentElement.getBoundingClientRect()
  const inColumn = column && column.width > 0 && column.width <= window.innerWidth / 2
  const style = {
    [topProperty]: `${headerBottom() + gap}px`,
    ...(inColumn && {
      // From the start edge of the page's box (the scroll bar's gutter is not in it): `left` below
      // is mirrored to `right` on right-to-left pages.
      [columnStartProperty]: `${document.dir === 'rtl' ? page.right - column.right : column.left - page.left}px`,
      [columnWidthProperty]: `${column.width}px`,
    }),
  }
  return { style: style as CSSProperties, inColumn: Boolean(inColumn) }
}
const topProperty = '--toasts-top'
const columnStartProperty = '--toasts-column-start'
const columnWidthProperty = '--toasts-column-width'

/**
 * What a toast that just appeared covers is scrolled clear of it (WCAG 2.4.11). Under a toast at
 * the top (under the header): the focused element, or the whole block marked data-keep-clear it sits in
 * (the sent panel's tick and headline), goes down below it. Over a toast at the bottom: it goes
 * up, and then, as far as the header leaves room above the focus, what its section offers next
 * (data-keep-clear-next: the sent panel's Call button). Later focus moves are kept clear by the
 * page's scroll-padding (Layout.tsx, and the stack's own below).
 */
function keepClearOf(stack: HTMLElement) {
  const focused = focusedElement()
  if (!focused) return
  const toast = edges(stack)
  const block = edges(focused.closest('[data-keep-clear]') ?? focused)
  if (atTop(toast)) {
    const by = block.top - (toast.bottom + gap)
    if (by < 0 && !beside(block, toast)) window.scrollBy({ top: by, behavior: 'instant' })
    return
  }
  const below = (element: Element | null | undefined) => {
    if (!element || element.getClientRects().length === 0) return 0
    const box = edges(element)
    return beside(box, toast) ? 0 : box.bottom - (toast.top - gap)
  }
  const room = edges(focused).top - (headerBottom() + gap)
  const next = below(focused.closest('section')?.querySelector('[data-keep-clear-next]'))
  const by = Math.max(beside(block, toast) ? 0 : block.bottom - (toast.top - gap), Math.min(next, room))
  if (by > 0) window.scrollBy({ top: by, behavior: 'instant' })
}
const atTop = (toast: DOMRect) => toast.top < window.innerHeight / 2
const placement0 = { style: {}, inColumn: false }

/**
 * The form's toasts, drawn into the page's polite live region (present from the first paint, so
 * screen readers announce what appears in it, once: the sent panel is no live region). A few at a
 * time; each closes itself after a while. A few dozen lines instead of notistack's 7 KB.
 *
 * Over the page, never in its flow (under the sent panel it read as a second notice), and over
 * none of the sent panel. On a phone across the screen under the sticky header, the panel's tick
 * and "Thank you, …" scrolled down below it (keepClearOf): at the top without that it covered them
 * (round 8), at the bottom, above the action bar, the panel's WhatsApp and case-study buttons
 * (round 9). From `md` up the same, over the panel's column and as wide: in the bottom corner
 * it covered an office card's phone number (round 9), at the column's foot the Urdu panel's last
 * buttons. Elsewhere a card in the bottom corner at the end of the reading direction.
 */
export function ToastProvider({ root, children }: { root?: HTMLElement; children: ReactNode }) {
  const [shown, setShown] = useState<ShownToast[]>([])
  const nextId = useRef(0)
  const place = useRef(placement0)
  // The stack keeps its place while it shows.
  const showing = useRef(false)
  showing.current = shown.length > 0
  const show = useCallback((toast: ToastContent) => {
    nextId.current += 1
    if (!showing.current) place.current = placement()
    setShown((current) => [...current, { ...toast, id: nextId.current }])
  }, [])
  const close = useCallback((id: number) => setShown((current) => current.filter((toast) => toast.id !== id)), [])
  const visible = shown.slice(0, toastSettings.maxVisible)
  const stackRef = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const stack = stackRef.current
    if (visible.length === 0 || !stack) return
    keepClearOf(stack)
    const rootStyle = document.documentElement.style
    // How far the toasts reach down from the top (under the header) or up from the bottom corner,
    // with a gap: the page's scroll-padding keeps a focused link clear of them. Measured again
    // when they grow.
    const measure = () => {
      const toast = edges(stack)
      if (atTop(toast)) rootStyle.setProperty('scroll-padding-top', `${toast.bottom + gap}px`)
      else rootStyle.setProperty(toastsCoverProperty, `${window.innerHeight - toast.top + gap}px`)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(stack)
    return () => {
      observer.disconnect()
      rootStyle.removeProperty('scroll-padding-top')
      rootStyle.removeProperty(toastsCoverProperty)
    }
  }, [visible.length])
  return (
    <Context.Provider value={show}>
      {children}
      {root &&
        visible.length > 0 &&
        createPortal(
          <Box
            ref={stackRef}
            style={place.current.style}
            data-in-column={place.current.inColumn || undefined}
            sx={(theme) => ({
              position: 'fixed',
              zIndex: theme.zIndex.snackbar,
              display: 'grid',
              gap: 1,
              insetInline: gap,
              top: `var(${topProperty}, ${gap}px)`,
              [riseProperty]: '-16px',
              [theme.breakpoints.up('md')]: {
                top: 'auto',
                [riseProperty]: '16px',
                insetInlineStart: 'auto',
                insetInlineEnd: noteCardInset,
                bottom: `calc(${noteCardInset}px + ${noteHeight} + min(${noteHeight}, ${gap}px))`,
                width: `min(${toastSettings.maxWidthRem}rem, calc(100% - ${2 * noteCardInset}px))`,
                // Over the sent panel's column, under the header, as on a phone, and as wide as the
                // panel: the panel is scrolled down below it (keepClearOf). At the column's foot
                // it covered the longer Urdu panel's last buttons.
                '&[data-in-column]': {
                  top: `var(${topProperty})`,
                  bottom: 'auto',
                  [riseProperty]: '-16px',
                  left: `var(${columnStartProperty})`,
                  right: 'auto',
                  width: `var(${columnWidthProperty})`,
                },
              },
              // The phone menu covers the page: the toast waits behind it, as the language note does.
              'html[data-menu-open="true"] &': { visibility: 'hidden' },
            })}
          >
            {visible.map((toast) => (
              <Toast key={toast.id} toast={toast} onClose={() => close(toast.id)} />
            ))}
          </Box>,
          root,
        )}
    </Context.Provider>
  )
}

function Toast({ toast, onClose }: { toast: ShownToast; onClose: () => void }) {
  const t = useFormTranslator()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const paperRef = useRef<HTMLDivElement>(null)
  // Where the focus was when the toast appeared (the sent panel's headline, the send button):
  // where it goes back when the visitor closes the toast from its button.
  const [returnTo] = useState(() => document.activeElement)
  // It waits while the pointer or the focus is on it, so its close button can be reached in time.
  const [paused, setPaused] = useState(false)
  useEffect(() => {
    if (paused) return
    const timer = setTimeout(() => onCloseRef.current(), toastSettings.autoHideMs)
    return () => clearTimeout(timer)
  }, [paused])
  const dismiss = () => {
    const hadFocus = paperRef.current?.contains(document.activeElement)
    onClose()
    if (hadFocus && returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus({ preventScroll: true })
  }
  const color = toast.variant === 'success' ? 'success.main' : 'error.main'
  return (
    <Paper
      ref={paperRef}
      elevation={6}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 2,
        paddingInlineEnd: 1,
        // A width alone draws nothing: the style makes the stripe that gives the toast's kind.
        borderInlineStart: '6px solid',
        borderColor: color,
        // In from the edge it sits at.
        animation: `${rise} 0.25s ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {toast.title}
        </Typography>
        <Typography variant="body2">{toast.message}</Typography>
      </Box>
      {/* After the toast's text in the tab order (the live region follows the sent panel), and a
          full tap target: 44 px. */}
      <IconButton aria-label={t('toast.close')} onClick={dismiss} sx={{ minWidth: 44, minHeight: 44, mt: -1 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  )
}

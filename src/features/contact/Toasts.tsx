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
const rise = keyframes`from { opacity: 0; transform: translateY(16px); }`
/**
 * The phone action bar's height, safe-area padding included, as the stack's script measured it
 * (0 from `md` up, where the bar is not drawn): on a phone the toasts sit just above it.
 */
const barHeightProperty = '--toasts-bar-height'

const edges = (element: Element) => element.getBoundingClientRect()
const beside = (a: DOMRect, b: DOMRect) => a.right <= b.left || a.left >= b.right

/**
 * What a toast that just appeared covers is scrolled up clear of it (WCAG 2.4.11): the focused
 * element, or the whole block marked data-keep-clear it sits in (the sent panel's tick and
 * headline). Then, as far as the header leaves room above the focus, what its section offers next
 * (data-keep-clear-next: the sent panel's Call button, which a toast at the bottom covered on an
 * Urdu phone in round 5). Later focus moves are kept clear by the page's scroll-padding (Layout.tsx).
 */
function keepClearOf(stack: HTMLElement) {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === document.body) return
  const toast = edges(stack)
  const below = (element: Element | null | undefined) => {
    if (!element || element.getClientRects().length === 0) return 0
    const box = edges(element)
    return beside(box, toast) ? 0 : box.bottom - (toast.top - gap)
  }
  const headerBottom = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0)
  const room = edges(focused).top - (headerBottom + gap)
  const next = below(focused.closest('section')?.querySelector('[data-keep-clear-next]'))
  const by = Math.max(below(focused.closest('[data-keep-clear]') ?? focused), Math.min(next, room))
  if (by > 0) window.scrollBy({ top: by, behavior: 'instant' })
}

/**
 * The form's toasts, drawn into the page's polite live region (present from the first paint, so
 * screen readers announce what appears in it, once: the sent panel is no live region). A few at a
 * time; each closes itself after a while. A few dozen lines instead of notistack's 7 KB.
 *
 * At the bottom of the screen, never in the page's flow (under the sent panel it read as a second
 * notice). On a phone across the screen just above the action bar (or, while the bar has stepped
 * aside, above the safe area) and the language note: under the header it covered the top of the
 * sent panel, its tick and "Thank you, …" (Arabic and Urdu reviewers, round 8), and the panel's
 * Call button, which it could cover down here, is scrolled clear of it (keepClearOf). From `md` up
 * a card in the bottom corner at the end of the reading direction (right in English, left in
 * Arabic and Urdu), above the language note's card, beside the panel.
 */
export function ToastProvider({ root, children }: { root?: HTMLElement; children: ReactNode }) {
  const [shown, setShown] = useState<ShownToast[]>([])
  const nextId = useRef(0)
  // Read as a toast is asked for, so that the stack is drawn at its place from its first frame:
  // set after, the bar's height slid the stack up through its transition.
  const barHeight = useRef(0)
  const show = useCallback((toast: ToastContent) => {
    nextId.current += 1
    barHeight.current = document.querySelector<HTMLElement>('[data-action-bar]')?.offsetHeight ?? 0
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
    // How far the toasts reach up the screen, with a gap: the page's scroll-padding keeps a
    // focused link clear of them. Measured again when they grow and when they move with the bar.
    const measure = () => rootStyle.setProperty(toastsCoverProperty, `${window.innerHeight - edges(stack).top + gap}px`)
    const observer = new ResizeObserver(measure)
    observer.observe(stack)
    stack.addEventListener('transitionend', measure)
    return () => {
      observer.disconnect()
      stack.removeEventListener('transitionend', measure)
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
            style={{ [barHeightProperty]: `${barHeight.current}px` } as CSSProperties}
            sx={(theme) => ({
              position: 'fixed',
              zIndex: theme.zIndex.snackbar,
              display: 'grid',
              gap: 1,
              insetInline: gap,
              bottom: `calc(var(${barHeightProperty}, 0px) + ${noteHeight} + ${gap}px)`,
              // With the bar, as it slides away and back (PhoneActionBar.tsx).
              transition: 'bottom 0.2s',
              [theme.breakpoints.down('md')]: {
                // The bar stepped aside (the quick row is on screen, the visitor types): the note
                // drops into its place, and the toasts with it, clear of the home indicator.
                'body:has([data-action-bar][data-covered="true"]) &': {
                  bottom: `calc(max(env(safe-area-inset-bottom, 0px), ${noteHeight}) + ${gap}px)`,
                },
              },
              [theme.breakpoints.up('md')]: {
                insetInlineStart: 'auto',
                insetInlineEnd: noteCardInset,
                bottom: `calc(${noteCardInset}px + ${noteHeight} + min(${noteHeight}, ${gap}px))`,
                width: `min(${toastSettings.maxWidthRem}rem, calc(100% - ${2 * noteCardInset}px))`,
              },
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
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
        // Up from the bottom edge it sits at.
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

import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import { keyframes, useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import {
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
import {
  noteCardInset,
  noteHeightProperty,
  toastsCoverProperty,
  toastsCoverTopProperty,
} from '#components/layout/languageNoteLayout.ts'
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
const drop = keyframes`from { opacity: 0; transform: translateY(-16px); }`
/** Where the sticky header ends, as the stack's script measured it: on a phone the toasts sit under it. */
const headerBottomProperty = '--toasts-header-bottom'

/**
 * The focused element, if a toast that just appeared covers it, is scrolled clear of it (WCAG
 * 2.4.11): down from a toast at the top of the screen, up from one at the bottom. Where it sits
 * in a block marked data-keep-clear, the whole block is: the sent panel's tick above its focused
 * headline was left under the toast (Arabic and English reviewers, round 7). Later focus moves
 * are kept clear by the page's scroll-padding (Layout.tsx).
 */
function keepFocusClearOf(stack: HTMLElement, atTop: boolean) {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === document.body) return
  const toast = stack.getBoundingClientRect()
  const target = (focused.closest('[data-keep-clear]') ?? focused).getBoundingClientRect()
  const besideIt = target.right <= toast.left || target.left >= toast.right
  if (besideIt || target.bottom <= toast.top - gap || target.top >= toast.bottom + gap) return
  const by = atTop ? target.top - (toast.bottom + gap) : target.bottom - (toast.top - gap)
  window.scrollBy({ top: by, behavior: 'instant' })
}

/**
 * The form's toasts, drawn into the page's polite live region (present from the first paint, so
 * screen readers announce what appears in it, once: the sent panel is no live region). A few at a
 * time; each closes itself after a while. A few dozen lines instead of notistack's 7 KB.
 *
 * On a phone across the screen just under the sticky header (logo, menu), never over it: at the
 * bottom, above the action bar, it covered the sent panel's Call button on a phone (the Urdu and
 * Arabic reviewers, round 5), and a phone shows its own notices at the top. From `md` up a card
 * in the bottom corner at the end of the reading direction (right in English, left in Arabic and
 * Urdu), above the language note's card, beside the panel. Not in the page's flow, where under
 * the sent panel it read as a second notice.
 */
export function ToastProvider({ root, children }: { root?: HTMLElement; children: ReactNode }) {
  const [shown, setShown] = useState<ShownToast[]>([])
  const nextId = useRef(0)
  const show = useCallback((toast: ToastContent) => {
    nextId.current += 1
    setShown((current) => [...current, { ...toast, id: nextId.current }])
  }, [])
  const close = useCallback((id: number) => setShown((current) => current.filter((toast) => toast.id !== id)), [])
  const visible = shown.slice(0, toastSettings.maxVisible)
  const stackRef = useRef<HTMLDivElement>(null)
  const theme = useTheme()
  useLayoutEffect(() => {
    const stack = stackRef.current
    if (visible.length === 0 || !stack) return
    const header = document.querySelector('header')
    stack.style.setProperty(headerBottomProperty, `${Math.max(0, header?.getBoundingClientRect().bottom ?? 0)}px`)
    const atTop = !window.matchMedia(`(min-width: ${theme.breakpoints.values.md}px)`).matches
    keepFocusClearOf(stack, atTop)
    const rootStyle = document.documentElement.style
    // How far the toasts reach into the screen, with a gap: the page's scroll-padding keeps a
    // focused link clear of them.
    const cover = atTop ? toastsCoverTopProperty : toastsCoverProperty
    const observer = new ResizeObserver(() => {
      const { top, bottom } = stack.getBoundingClientRect()
      rootStyle.setProperty(cover, `${atTop ? bottom + gap : window.innerHeight - top + gap}px`)
    })
    observer.observe(stack)
    return () => {
      observer.disconnect()
      rootStyle.removeProperty(cover)
    }
  }, [visible.length, theme])
  return (
    <Context.Provider value={show}>
      {children}
      {root &&
        visible.length > 0 &&
        createPortal(
          <Box
            ref={stackRef}
            sx={(theme) => ({
              position: 'fixed',
              zIndex: theme.zIndex.snackbar,
              display: 'grid',
              gap: 1,
              insetInline: gap,
              top: `calc(var(${headerBottomProperty}, 0px) + ${gap}px)`,
              [theme.breakpoints.up('md')]: {
                top: 'auto',
                insetInlineStart: 'auto',
                insetInlineEnd: noteCardInset,
                bottom: `calc(${noteCardInset}px + ${noteHeight} + min(${noteHeight}, ${gap}px))`,
                width: `min(${toastSettings.maxWidthRem}rem, calc(100% - ${2 * noteCardInset}px))`,
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
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 2,
        paddingInlineEnd: 1,
        // A width alone draws nothing: the style makes the stripe that gives the toast's kind.
        borderInlineStart: '6px solid',
        borderColor: color,
        // In from the edge it sits at: down from the header on a phone, up from the bottom beyond.
        animation: `${drop} 0.25s ease-out`,
        [theme.breakpoints.up('md')]: { animation: `${rise} 0.25s ease-out` },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      })}
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

import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
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

/**
 * The form's toasts, drawn into the page's polite live region (present from the first paint, so
 * screen readers announce what appears in it). A few at a time; each closes itself after a while.
 * Forty lines instead of notistack's 7 KB.
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
  // On a phone the toasts are drawn over the top of the screen: what has the focus moves down clear
  // of them (WCAG 2.4.11), with the block it leads if it is marked data-clear-of-toasts (the sent
  // panel's tick above its headline).
  useLayoutEffect(() => {
    const stack = stackRef.current
    const focused = document.activeElement
    if (visible.length === 0 || !stack || !(focused instanceof HTMLElement) || focused === document.body) return
    if (getComputedStyle(stack).position !== 'fixed') return
    const clear = stack.getBoundingClientRect().bottom + toastSettings.phoneGapPx
    const { top } = (focused.closest('[data-clear-of-toasts]') ?? focused).getBoundingClientRect()
    if (top < clear) window.scrollBy({ top: top - clear, behavior: 'instant' })
  }, [visible.length])
  return (
    <Context.Provider value={show}>
      {children}
      {root &&
        visible.length > 0 &&
        createPortal(
          // From 900 px up, in the page's flow, not fixed over it: the live region sits under the
          // send button while the form is shown and under the sent panel once it is sent, so a
          // toast never covers the panel, its links or a field. On a phone the flow under the
          // panel is off screen, and the bottom belongs to the action bar (Call, WhatsApp): the
          // toasts are drawn over the top of the screen, where the header is, and what has the
          // focus moves clear of them (above).
          <Box
            ref={stackRef}
            sx={(theme) => ({
              display: 'grid',
              gap: 1,
              my: 2,
              [theme.breakpoints.down('md')]: {
                position: 'fixed',
                top: `calc(env(safe-area-inset-top) + ${toastSettings.phoneGapPx}px)`,
                insetInline: toastSettings.phoneGapPx,
                my: 0,
                zIndex: theme.zIndex.snackbar,
              },
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
  useEffect(() => {
    const timer = setTimeout(() => onCloseRef.current(), toastSettings.autoHideMs)
    return () => clearTimeout(timer)
  }, [])
  const color = toast.variant === 'success' ? 'success.main' : 'error.main'
  return (
    <Paper
      elevation={2}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 2,
        // A width alone draws nothing: the style makes the stripe that gives the toast's kind.
        borderInlineStart: '6px solid',
        borderColor: color,
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {toast.title}
        </Typography>
        <Typography variant="body2">{toast.message}</Typography>
      </Box>
      <IconButton size="small" aria-label={t('toast.close')} onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  )
}

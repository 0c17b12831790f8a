import Box from '@mui/material/Box'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EditorButton } from './EditorButton.tsx'
import type { EditorApi, EditorUnit } from './editorApi.ts'
import { LocaleEditor } from './LocaleEditor.tsx'

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; unit: EditorUnit }

/**
 * The chosen string in English, Arabic and Urdu. Focus moves to its heading when it opens;
 * Escape anywhere inside closes it (the page returns focus to the string that opened it).
 */
export function EditorPanel(props: {
  api: EditorApi
  unitKey: string
  onClose: () => void
  /** After a save or restore: the frames reload, and `message` is announced. */
  onSaved: (message: string) => void
}) {
  const { api, unitKey, onClose, onSaved } = props
  const { t } = useTranslation('admin')
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    let current = true
    setLoaded({ state: 'loading' })
    api.unit(unitKey).then(
      (unit) => current && setLoaded(unit ? { state: 'ready', unit } : { state: 'missing' }),
      () => current && setLoaded({ state: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [api, unitKey])

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves in each time a string is chosen
  useEffect(() => {
    heading.current?.focus()
  }, [unitKey])

  const saved = (unit: EditorUnit | null, message: string) => {
    if (unit) setLoaded({ state: 'ready', unit })
    onSaved(message)
  }

  return (
    <Box
      component="section"
      aria-labelledby="editor-panel-heading"
      onKeyDown={(event: React.KeyboardEvent) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          onClose()
        }
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'start', justifyContent: 'space-between' }}>
        <Box
          component="h2"
          id="editor-panel-heading"
          ref={heading}
          tabIndex={-1}
          sx={{
            fontSize: '1.25rem',
            m: 0,
            overflowWrap: 'anywhere',
            '&:focus-visible': { outline: '3px solid #0b5cad' },
          }}
        >
          {t('editor.panelHeading', { key: unitKey })}
        </Box>
        <EditorButton variant="outlined" size="small" onClick={onClose}>
          {t('editor.close')}
        </EditorButton>
      </Box>
      {loaded.state === 'loading' && <p>{t('editor.loading')}</p>}
      {loaded.state === 'missing' && <p role="alert">{t('editor.missing', { key: unitKey })}</p>}
      {loaded.state === 'failed' && <p role="alert">{t('editor.loadFailed')}</p>}
      {loaded.state === 'ready' && (
        <>
          {(loaded.unit.placeholders.length > 0 || loaded.unit.tags.length > 0) && (
            <Box>
              <p style={{ margin: 0, fontWeight: 600 }}>{t('editor.keep')}</p>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                {[...loaded.unit.placeholders, ...loaded.unit.tags].map((token) => (
                  <li key={token}>
                    <code dir="ltr">{token}</code>
                  </li>
                ))}
              </Box>
            </Box>
          )}
          {loaded.unit.locales.map((localeUnit) => (
            <LocaleEditor
              key={localeUnit.locale}
              api={api}
              unitKey={loaded.unit.unit}
              localeUnit={localeUnit}
              onSaved={saved}
            />
          ))}
        </>
      )}
    </Box>
  )
}

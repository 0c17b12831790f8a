import Box from '@mui/material/Box'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Locale, localeInfo } from '#i18n/locales.ts'
import { articleEditorIds } from './articleEditorIds.ts'
import { EditorButton } from './EditorButton.tsx'
import type { ArticleSource, EditorApi, Finding, SaveOutcome } from './editorApi.ts'
import { FindingList } from './FindingList.tsx'
import { HistoryList } from './HistoryList.tsx'
import { SaveRefused } from './SaveRefused.tsx'
import { scriptStyle } from './scriptStyle.ts'
import { useDebouncedCheck } from './useDebouncedCheck.ts'

type Outcome = Exclude<SaveOutcome<unknown>, { status: 'saved' }> | null

/** A whole article version in a conflict, scrollable: it may be long. */
function FileText({ locale, text }: { locale: Locale; text: unknown }) {
  const { t } = useTranslation('admin')
  if (typeof text !== 'string' || text === '') return <em>{t('editor.empty')}</em>
  return (
    <Box
      component="pre"
      lang={locale}
      dir={localeInfo[locale].dir}
      // A scrolling region must be reachable by keyboard.
      tabIndex={0}
      sx={{
        ...scriptStyle(locale),
        whiteSpace: 'pre-wrap',
        maxHeight: '12rem',
        overflow: 'auto',
        m: 0,
        p: 1,
        bgcolor: 'grey.100',
      }}
    >
      {text}
    </Box>
  )
}

/**
 * An article's whole file in one language: checked as typed by the build's validation and the
 * translation check, saved against the file it loaded (409 shows both versions; 422 the
 * findings), and the rendered page beside it reloaded after each save. Its history restores the
 * whole file as it was before any recorded change.
 */
export function ArticleEditor(props: {
  api: EditorApi
  slug: string
  locale: Locale
  initialSource: string | null
  frame: HTMLIFrameElement | null
}) {
  const { api, slug, locale, initialSource, frame } = props
  const { t } = useTranslation('admin')
  const language = t(`languages.${locale}`)
  const [source, setSource] = useState(initialSource ?? '')
  const [expected, setExpected] = useState<string | null>(initialSource)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [saving, setSaving] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [showHistory, setShowHistory] = useState(false)
  const [historyVersion, setHistoryVersion] = useState(0)
  const { findings, checking, check, reset } = useDebouncedCheck<string>(
    async (text, signal) => (await api.checkArticle(locale, slug, text, signal)).findings,
    [],
  )

  // The findings of the file as loaded, before anything is typed.
  useEffect(() => {
    if (initialSource !== null) check(initialSource)
  }, [check, initialSource])

  const blocked = findings.some((finding: Finding) => finding.severity === 'error')
  const changed = source !== (expected ?? '')

  const save = async (over: string | null = expected) => {
    setSaving(true)
    setOutcome(null)
    setAnnouncement('')
    const result = await api.saveArticle(locale, slug, source, over)
    setSaving(false)
    if (result.status !== 'saved') {
      setOutcome(result)
      return
    }
    setExpected(source)
    setHistoryVersion((version) => version + 1)
    frame?.contentWindow?.location.reload()
    setAnnouncement(t('editor.saved', { language }))
  }

  // The restore rewrote the file: the field shows it as it is now, whatever was typed over it.
  const restored = async (answer: ArticleSource | null) => {
    setHistoryVersion((version) => version + 1)
    setOutcome(null)
    const article = answer ?? (await api.article(locale, slug).catch(() => null))
    if (article) {
      setSource(article.source)
      setExpected(article.source)
      reset(article.findings)
    }
    frame?.contentWindow?.location.reload()
    setAnnouncement(t('editor.history.restored', { language }))
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <label htmlFor={articleEditorIds.source} style={{ fontWeight: 600 }}>
        {t('editor.article.source', { language })}
      </label>
      <Box
        component="textarea"
        id={articleEditorIds.source}
        lang={locale}
        dir={localeInfo[locale].dir}
        rows={28}
        value={source}
        spellCheck
        onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => {
          setSource(event.target.value)
          setOutcome(null)
          check(event.target.value)
        }}
        sx={{
          ...scriptStyle(locale),
          width: '100%',
          boxSizing: 'border-box',
          p: 1,
          border: 1,
          borderColor: 'grey.600',
          borderRadius: 1,
          resize: 'vertical',
          '&:focus-visible': { outline: '3px solid #0b5cad', outlineOffset: 1 },
        }}
      />
      <FindingList findings={findings} />
      {checking && <p style={{ margin: 0 }}>{t('editor.checking')}</p>}
      {blocked && <p style={{ margin: 0, color: '#a3001b', fontWeight: 600 }}>{t('editor.blocked')}</p>}
      <SaveRefused outcome={outcome} language={language} />
      {outcome?.status === 'stale' && (
        <Box role="alert" sx={{ border: 2, borderColor: '#a3001b', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}>
          <p style={{ margin: 0, fontWeight: 700 }}>{t('editor.conflict.heading', { language })}</p>
          <p style={{ margin: 0, fontWeight: 600 }}>{t('editor.conflict.onDisk', { key: `blog/${slug}` })}</p>
          <FileText locale={locale} text={outcome.current} />
          <p style={{ margin: 0, fontWeight: 600 }}>{t('editor.conflict.yours', { key: `blog/${slug}` })}</p>
          <FileText locale={locale} text={source} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <EditorButton
              variant="outlined"
              onClick={() => {
                const current = typeof outcome.current === 'string' ? outcome.current : null
                setExpected(current)
                setSource(current ?? '')
                setOutcome(null)
                check(current ?? '')
              }}
            >
              {t('editor.conflict.takeCurrent')}
            </EditorButton>
            <EditorButton
              variant="contained"
              onClick={() => void save(typeof outcome.current === 'string' ? outcome.current : null)}
            >
              {t('editor.conflict.keepMine')}
            </EditorButton>
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <EditorButton variant="contained" disabled={blocked || saving || !changed} onClick={() => void save()}>
          {t('editor.save', { language })}
        </EditorButton>
        <EditorButton variant="text" aria-expanded={showHistory} onClick={() => setShowHistory((shown) => !shown)}>
          {t('editor.history.toggle', { language })}
        </EditorButton>
        <p role="status" style={{ margin: 0, fontWeight: 600 }}>
          {announcement}
        </p>
      </Box>
      {showHistory && (
        <HistoryList
          kind="article"
          // The page has its h1 and no h2 before the list.
          headingLevel={2}
          api={api}
          locale={locale}
          unitKey={`blog/${slug}`}
          version={historyVersion}
          onRestored={(article) => void restored(article)}
        />
      )}
    </Box>
  )
}

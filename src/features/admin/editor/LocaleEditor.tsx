import Box from '@mui/material/Box'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { localeInfo } from '#i18n/locales.ts'
import { EditorButton } from './EditorButton.tsx'
import type { EditorApi, EditorLocaleUnit, EditorUnit, Expected, Finding, SaveOutcome, Values } from './editorApi.ts'
import { FindingList } from './FindingList.tsx'
import { HistoryList } from './HistoryList.tsx'
import { SaveRefused } from './SaveRefused.tsx'
import { ShownValue } from './ShownValue.tsx'
import { scriptStyle } from './scriptStyle.ts'
import { useDebouncedCheck } from './useDebouncedCheck.ts'

type Outcome = Exclude<SaveOutcome<unknown>, { status: 'saved' }> | null

const loaded = (unit: EditorLocaleUnit): Expected =>
  Object.fromEntries(unit.forms.map((form) => [form.key, form.value]))

const fieldId = (locale: string, key: string) => `edit-${locale}-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`

/**
 * One language of the chosen string: a field per plural form, what the check finds as it is
 * typed, and a save that sends the values it loaded, so a change made underneath is refused (409)
 * and shown beside the translator's own instead of being overwritten.
 */
export function LocaleEditor(props: {
  api: EditorApi
  unitKey: string
  localeUnit: EditorLocaleUnit
  onSaved: (unit: EditorUnit | null, message: string) => void
}) {
  const { api, unitKey, localeUnit, onSaved } = props
  const { locale } = localeUnit
  const { t } = useTranslation('admin')
  const language = t(`languages.${locale}`)
  const [expected, setExpected] = useState<Expected>(() => loaded(localeUnit))
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(localeUnit.forms.map((form) => [form.key, form.value ?? ''])),
  )
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [saving, setSaving] = useState(false)
  const [showHistory, setShowHistory] = useState(false)
  const [historyVersion, setHistoryVersion] = useState(0)
  const { findings, checking, check, reset } = useDebouncedCheck<Values>(
    (input, signal) => api.check(locale, input, signal),
    localeUnit.findings,
  )

  // A save elsewhere (a restore, another language's save that returned the unit) reloads the
  // values this language shows, unless the translator has typed something of their own.
  const previous = useRef(localeUnit)
  useEffect(() => {
    if (previous.current === localeUnit) return
    previous.current = localeUnit
    const typed = Object.entries(values).some(([key, value]) => value !== (expected[key] ?? ''))
    if (typed) return
    setExpected(loaded(localeUnit))
    setValues(Object.fromEntries(localeUnit.forms.map((form) => [form.key, form.value ?? ''])))
    reset(localeUnit.findings)
  }, [localeUnit, values, expected, reset])

  const changed = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => value !== (expected[key] ?? '')),
  ) as Values
  const errors = findings.filter((finding: Finding) => finding.severity === 'error')
  const blocked = errors.length > 0
  const blockedId = `blocked-${locale}`

  const update = (key: string, value: string) => {
    const next = { ...values, [key]: value }
    setValues(next)
    setOutcome(null)
    check(next)
  }

  const save = async (over: Expected = expected) => {
    setSaving(true)
    setOutcome(null)
    const sent = { ...changed }
    const result = await api.save(
      locale,
      sent,
      Object.fromEntries(Object.keys(sent).map((key) => [key, over[key] ?? null])),
    )
    setSaving(false)
    if (result.status === 'saved') {
      setExpected({ ...over, ...sent })
      setHistoryVersion((version) => version + 1)
      onSaved(result.result.unit ?? null, t('editor.saved', { language }))
    } else setOutcome(result)
  }

  const takeCurrent = (current: Expected) => {
    setExpected({ ...expected, ...current })
    setValues({ ...values, ...Object.fromEntries(Object.entries(current).map(([key, value]) => [key, value ?? ''])) })
    setOutcome(null)
  }

  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'grey.400', borderRadius: 1, m: 0, p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
        {language}
      </Box>
      {localeUnit.outdated && (
        <Box>
          <p style={{ margin: 0, fontWeight: 600 }}>{t('editor.outdated')}</p>
          <Box component="dl" sx={{ m: 0, '& dd': { ml: 2, mb: 1 } }}>
            <dt>{t('editor.englishBefore')}</dt>
            <dd>
              <ShownValue locale="en" value={localeUnit.outdated.englishBefore} />
            </dd>
            <dt>{t('editor.englishAfter')}</dt>
            <dd>
              <ShownValue locale="en" value={localeUnit.outdated.englishAfter} />
            </dd>
          </Box>
        </Box>
      )}
      {localeUnit.forms.map((form) => (
        <Box key={form.key} sx={{ display: 'grid', gap: 0.5 }}>
          <label htmlFor={fieldId(locale, form.key)} style={{ fontWeight: 600 }}>
            {form.category ? t('editor.pluralField', { language, category: form.category }) : language}
          </label>
          <Box
            component="textarea"
            id={fieldId(locale, form.key)}
            lang={locale}
            dir={localeInfo[locale].dir}
            rows={Math.min(8, Math.max(2, Math.ceil((values[form.key] ?? '').length / 60)))}
            value={values[form.key] ?? ''}
            aria-describedby={blocked ? blockedId : undefined}
            onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => update(form.key, event.target.value)}
            sx={{
              ...scriptStyle(locale),
              p: 1,
              border: 1,
              borderColor: 'grey.600',
              borderRadius: 1,
              resize: 'vertical',
              '&:focus-visible': { outline: '3px solid #0b5cad', outlineOffset: 1 },
            }}
          />
        </Box>
      ))}
      {localeUnit.glossary.length > 0 && (
        <Box>
          <p style={{ margin: 0, fontWeight: 600 }}>{t('editor.glossary')}</p>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {localeUnit.glossary.map((term) => (
              <li key={term.english}>
                {term.english}: <ShownInline locale={locale} value={term.preferred} />
                {term.avoid.length > 0 && (
                  <>
                    {' '}
                    ({t('editor.avoid')} <ShownInline locale={locale} value={term.avoid.join(', ')} />)
                  </>
                )}
                {term.note && <> — {term.note}</>}
              </li>
            ))}
          </Box>
        </Box>
      )}
      <FindingList findings={findings} />
      {checking && <p style={{ margin: 0 }}>{t('editor.checking')}</p>}
      {blocked && (
        <p id={blockedId} style={{ margin: 0, color: '#a3001b', fontWeight: 600 }}>
          {t('editor.blocked')}
        </p>
      )}
      <SaveRefused outcome={outcome} language={language} />
      {outcome?.status === 'stale' && (
        <Box role="alert" sx={{ border: 2, borderColor: '#a3001b', borderRadius: 1, p: 1.5, display: 'grid', gap: 1 }}>
          <p style={{ margin: 0, fontWeight: 700 }}>{t('editor.conflict.heading', { language })}</p>
          {Object.keys({ ...outcome.current, ...outcome.yours }).map((key) => (
            <Box key={key} component="dl" sx={{ m: 0, '& dd': { ml: 2, mb: 1 } }}>
              <dt>{t('editor.conflict.onDisk', { key })}</dt>
              <dd>
                <ShownValue locale={locale} value={outcome.current[key]} />
              </dd>
              <dt>{t('editor.conflict.yours', { key })}</dt>
              <dd>
                <ShownValue locale={locale} value={outcome.yours[key] ?? values[key]} />
              </dd>
            </Box>
          ))}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <EditorButton variant="outlined" onClick={() => takeCurrent(outcome.current)}>
              {t('editor.conflict.takeCurrent')}
            </EditorButton>
            <EditorButton variant="contained" onClick={() => void save({ ...expected, ...outcome.current })}>
              {t('editor.conflict.keepMine')}
            </EditorButton>
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <EditorButton
          variant="contained"
          disabled={blocked || saving || Object.keys(changed).length === 0}
          onClick={() => void save()}
        >
          {t('editor.save', { language })}
        </EditorButton>
        <EditorButton variant="text" aria-expanded={showHistory} onClick={() => setShowHistory((shown) => !shown)}>
          {t('editor.history.toggle', { language })}
        </EditorButton>
      </Box>
      {showHistory && (
        <HistoryList
          api={api}
          locale={locale}
          unitKey={unitKey}
          version={historyVersion}
          onRestored={(unit) => {
            setHistoryVersion((version) => version + 1)
            onSaved(unit, t('editor.history.restored', { language }))
          }}
        />
      )}
    </Box>
  )
}

function ShownInline({ locale, value }: { locale: EditorLocaleUnit['locale']; value: string }) {
  return (
    <bdi lang={locale} style={{ fontFamily: scriptStyle(locale).fontFamily }}>
      {value}
    </bdi>
  )
}

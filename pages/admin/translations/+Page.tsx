import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { AdminHeading } from '#features/admin/AdminHeading.tsx'
import { expectView } from '#features/admin/adminViews.ts'
import { useLanguageName } from '#features/admin/useLanguageName.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { ArticleTable } from './ArticleTable.tsx'
import { GlossaryTables } from './GlossaryTables.tsx'
import { LanguageTodo } from './LanguageTodo.tsx'

export default function Page() {
  const { t } = useTranslation('admin')
  const view = expectView(usePageContext().adminView, 'translations')
  const language = useLanguageName()
  return (
    <>
      <AdminHeading heading={t('translations.heading')} intro={t('translations.intro')} />
      {view.done && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t(`translations.done.${view.done.action}`, { unit: view.done.unit, language: language(view.done.locale) })}
        </Alert>
      )}
      <Box component="nav" aria-label={t('translations.jump')} sx={{ mb: 4 }}>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, listStyle: 'none', p: 0, m: 0 }}>
          {view.languages.map(({ locale, items }) => (
            <li key={locale}>
              <Link href={`#todo-${locale}`}>
                {items.length
                  ? t('translations.todoLink', { language: language(locale), count: items.length })
                  : t('translations.cleanLink', { language: language(locale) })}
              </Link>
            </li>
          ))}
          <li>
            <Link href="#glossary">{t('translations.glossary')}</Link>
          </li>
          <li>
            <Link href="#articles">{t('translations.articles')}</Link>
          </li>
        </Box>
      </Box>
      {view.languages.map((todo) => (
        <LanguageTodo key={todo.locale} todo={todo} csrfToken={view.csrfToken} />
      ))}
      <GlossaryTables glossary={view.glossary} />
      <ArticleTable articles={view.articles} />
    </>
  )
}

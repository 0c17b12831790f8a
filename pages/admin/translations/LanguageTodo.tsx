import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { LanguageTodo as Todo } from '#features/admin/adminViews.ts'
import { useLanguageName } from '#features/admin/useLanguageName.ts'
import { TodoItem } from './TodoItem.tsx'

const severities = ['error', 'outdated', 'warning'] as const

/** One language's to-do list, most urgent first; a clean language says so in a sentence. */
export function LanguageTodo({ todo, csrfToken }: { todo: Todo; csrfToken: string }) {
  const { t } = useTranslation('admin')
  const language = useLanguageName()(todo.locale)
  const count = (severity: (typeof severities)[number]) =>
    todo.items.filter((item) => item.severity === severity).length
  const headingId = `todo-${todo.locale}-heading`
  return (
    <Box component="section" id={`todo-${todo.locale}`} aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.6rem', mb: 1 }}>
        {language}
      </Typography>
      {todo.items.length === 0 ? (
        <Typography>{t('translations.clean', { language, keys: todo.keys })}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>
            {t('translations.summary', {
              errors: count('error'),
              outdated: count('outdated'),
              warnings: count('warning'),
            })}
          </Typography>
          {severities
            .filter((severity) => count(severity) > 0)
            .map((severity) => (
              <Box key={severity} sx={{ mb: 3 }}>
                <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                  {t(`translations.groups.${severity}`)} ({count(severity)})
                </Typography>
                <Box component="ol" sx={{ pl: 3, m: 0 }}>
                  {todo.items
                    .filter((item) => item.severity === severity)
                    .map((item) => (
                      <TodoItem
                        key={`${item.kind} ${item.file} ${item.where} ${item.exception ?? ''}`}
                        item={item}
                        locale={todo.locale}
                        csrfToken={csrfToken}
                      />
                    ))}
                </Box>
              </Box>
            ))}
        </>
      )}
    </Box>
  )
}

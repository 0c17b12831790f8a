import Box from '@mui/material/Box'
import type { Theme } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useTranslation } from 'react-i18next'
import { siteStorage } from '#config/cookies.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { legalValues } from './legalValues.ts'

const columns = ['name', 'purpose', 'duration', 'type', 'audience'] as const

/**
 * On a phone each cookie is a card: its name, then each column's heading over its value. The
 * 720 px table in a 358 px box was cut mid-word with no sign that it scrolled (Arabic reviewer,
 * round 7). The column headings stay for screen readers.
 */
const phoneCards = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    minWidth: 0,
    '&, & caption, & tbody, & tr, & th, & td': { display: 'block' },
    '& thead': visuallyHidden,
    '& tbody tr': { py: 1.5, borderBottom: 1, borderColor: 'divider' },
    '& tbody th, & td': { border: 0, px: 0, py: 0.5 },
    '& td::before': {
      content: 'attr(data-label)',
      display: 'block',
      color: 'text.secondary',
      fontSize: theme.typography.body2.fontSize,
    },
  },
})

/** Every cookie and similar item from src/config/cookies.ts, so the policy cannot fall behind the code. */
export function CookieTable() {
  const { t, i18n } = useTranslation('legal')
  const { locale } = usePageContext()
  const values = legalValues(locale, i18n.t)
  return (
    // A tablet scrolls the table sideways; the focusable region lets keyboard users do so too.
    <Box role="region" aria-labelledby="cookie-table-caption" tabIndex={0} sx={{ overflowX: 'auto', mb: 3 }}>
      <Table size="small" sx={[{ minWidth: 720 }, phoneCards]}>
        <caption id="cookie-table-caption" style={{ captionSide: 'top', textAlign: 'start', padding: 0 }}>
          <Typography component="span" variant="subtitle2">
            {t('cookies.table.caption')}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} component="th" scope="col" sx={{ fontWeight: 600 }}>
                {t(`cookies.table.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {siteStorage.map((item) => (
            <TableRow key={item.name}>
              <TableCell component="th" scope="row">
                <Box component="code" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                  {item.name}
                </Box>
                {item.httpsName && (
                  <Typography variant="body2" component="span" sx={{ display: 'block', mt: 1 }}>
                    {t('cookies.table.httpsName')}{' '}
                    <Box component="code" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                      {item.httpsName}
                    </Box>
                  </Typography>
                )}
              </TableCell>
              <TableCell data-label={t('cookies.table.columns.purpose')}>
                {t(`cookies.table.purposes.${item.purpose}`)}
              </TableCell>
              <TableCell data-label={t('cookies.table.columns.duration')}>
                {t(`cookies.table.durations.${item.duration}`, values)}
              </TableCell>
              <TableCell data-label={t('cookies.table.columns.type')}>
                {t(`cookies.table.types.${item.storage}`)}
              </TableCell>
              <TableCell data-label={t('cookies.table.columns.audience')}>
                {t(`cookies.table.audiences.${item.audience}`)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

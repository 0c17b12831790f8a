import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { siteStorage } from '#config/cookies.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { legalValues } from './legalValues.ts'

const columns = ['name', 'purpose', 'duration', 'type', 'audience'] as const

/** Every cookie and similar item from src/config/cookies.ts, so the policy cannot fall behind the code. */
export function CookieTable() {
  const { t, i18n } = useTranslation('legal')
  const { locale } = usePageContext()
  const values = legalValues(locale, i18n.t)
  return (
    // Narrow screens scroll the table sideways; the focusable region lets keyboard users do so too.
    <Box role="region" aria-labelledby="cookie-table-caption" tabIndex={0} sx={{ overflowX: 'auto', mb: 3 }}>
      <Table size="small" sx={{ minWidth: 720 }}>
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
              <TableCell>{t(`cookies.table.purposes.${item.purpose}`)}</TableCell>
              <TableCell>{t(`cookies.table.durations.${item.duration}`, values)}</TableCell>
              <TableCell>{t(`cookies.table.types.${item.storage}`)}</TableCell>
              <TableCell>{t(`cookies.table.audiences.${item.audience}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import { company } from '#config/company.ts'
import { useLocalize } from '#i18n/useLocalize.ts'
import { BrandMark } from './BrandMark.tsx'

export function BrandLink() {
  const { t } = useTranslation()
  const localize = useLocalize()
  return (
    <Box
      component="a"
      href={localize('/')}
      aria-label={t('nav.homeLink', { company: company.name })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.dark',
        textDecoration: 'none',
        fontFamily: '"Inter", system-ui, sans-serif',
        fontWeight: 700,
        fontSize: '1.15rem',
        whiteSpace: 'nowrap',
        // It starts the header's bar and pushes everything after it to the bar's end.
        marginInlineEnd: 'auto',
      }}
    >
      <BrandMark />
      <span lang="en" dir="ltr">
        {company.name}
      </span>
    </Box>
  )
}

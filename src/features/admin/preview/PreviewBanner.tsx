import Box from '@mui/material/Box'
import GlobalStyles from '@mui/material/GlobalStyles'
import { useTranslation } from 'react-i18next'

/** Across the top of a previewed page: this is not what the public sees yet. */
export function PreviewBanner() {
  const { t } = useTranslation('admin')
  return (
    <>
      <GlobalStyles
        styles={{
          'mark.preview-fallback': { background: '#ffe066', color: '#1a1a1a', outline: '2px dashed #a33000' },
          // The string a translator was sent to check; clear of the sticky banner when scrolled to.
          'mark.preview-highlight': {
            background: '#d7f0ff',
            color: '#1a1a1a',
            outline: '3px solid #0b5cad',
            outlineOffset: '2px',
            scrollMarginTop: '6rem',
          },
        }}
      />
      <Box
        role="note"
        lang="en"
        dir="ltr"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2000,
          bgcolor: '#7a2e00',
          color: '#fff',
          px: 2,
          py: 0.75,
          fontFamily: 'system-ui, sans-serif',
          fontSize: '0.9rem',
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <strong>{t('preview.banner')}</strong>
        <span>
          <mark className="preview-fallback">{t('languages.en')}</mark> {t('preview.fallbackLegend')}
        </span>
      </Box>
    </>
  )
}

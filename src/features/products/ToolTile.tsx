import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { ExternalLink } from '#components/layout/ExternalLink.tsx'
import { atLeastCaption } from '#components/theme/atLeastCaption.ts'
import { sectionTint } from '#components/theme/palette.ts'
import { type Tool, type ToolId, toolUrl } from '#config/toolCatalogue.ts'

const tile: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: 1,
  height: '100%',
  boxSizing: 'border-box',
  px: 1.5,
  py: 1,
  border: 1,
  borderRadius: 1.5,
  fontSize: atLeastCaption('0.95rem'),
}

/** One tool: a link to it on the tools site, or, while it is not ready, a dimmed unavailable entry. */
export function ToolTile({ tool }: { tool: Tool & { id: ToolId } }) {
  const { t } = useTranslation('products')
  const name = t(`tools.${tool.id}`)
  if (tool.comingSoon) {
    // Not a link at all: nothing to click or tab to. The visible label is read with the name.
    return (
      <Box
        component="span"
        aria-disabled="true"
        sx={{
          ...tile,
          flexDirection: 'column',
          alignItems: 'flex-start',
          borderColor: 'divider',
          borderStyle: 'dashed',
          bgcolor: sectionTint,
          color: 'text.secondary',
        }}
      >
        {name}{' '}
        <Box
          component="span"
          sx={{
            fontSize: atLeastCaption('0.8rem'),
            fontWeight: (theme) => theme.typography.button.fontWeight,
            px: 1,
            borderRadius: 8,
            bgcolor: 'divider',
            color: 'text.primary',
          }}
        >
          {t('catalogue.comingSoon')}
        </Box>
      </Box>
    )
  }
  return (
    <ExternalLink
      href={toolUrl(tool)}
      underline="hover"
      sx={{
        ...tile,
        borderColor: 'divider',
        color: 'primary.dark',
        fontWeight: (theme) => theme.typography.button.fontWeight,
        transition: 'border-color 150ms, background-color 150ms',
        '&:hover': { borderColor: 'primary.main', bgcolor: sectionTint },
      }}
    >
      {name}
    </ExternalLink>
  )
}

import DesignersIcon from '@mui/icons-material/BrushOutlined'
import ManagersIcon from '@mui/icons-material/EventAvailableOutlined'
import DevelopersIcon from '@mui/icons-material/TerminalOutlined'
import { useTranslation } from 'react-i18next'
import { IconCards } from './IconCards.tsx'

const roles = [
  { key: 'developers', icon: DevelopersIcon },
  { key: 'designers', icon: DesignersIcon },
  { key: 'managers', icon: ManagersIcon },
] as const

/** Who works on a project: developers, designers and project managers. */
export function Team() {
  const { t } = useTranslation('about')
  const cards = roles.map(({ key, icon }) => ({
    key,
    icon,
    title: t(`team.${key}.title`),
    description: t(`team.${key}.description`),
  }))
  return <IconCards cards={cards} label={t('team.heading')} />
}

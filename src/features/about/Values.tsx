import ClientCentricIcon from '@mui/icons-material/HandshakeOutlined'
import InnovationIcon from '@mui/icons-material/LightbulbOutlined'
import GlobalReachIcon from '@mui/icons-material/PublicOutlined'
import { useTranslation } from 'react-i18next'
import { IconCards } from './IconCards.tsx'

const values = [
  { key: 'innovation', icon: InnovationIcon },
  { key: 'clientCentric', icon: ClientCentricIcon },
  { key: 'globalReach', icon: GlobalReachIcon },
] as const

/** The three values the agency works by. */
export function Values() {
  const { t } = useTranslation('about')
  const cards = values.map(({ key, icon }) => ({
    key,
    icon,
    title: t(`values.${key}.title`),
    description: t(`values.${key}.description`),
  }))
  return <IconCards cards={cards} label={t('values.heading')} />
}

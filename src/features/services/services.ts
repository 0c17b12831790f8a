import CodeIcon from '@mui/icons-material/Code'
import DevicesIcon from '@mui/icons-material/DevicesOther'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined'
import WebIcon from '@mui/icons-material/Web'

// The five services, in the order the site presents them; texts are home:services.<id>.
export const services = [
  { id: 'web', icon: WebIcon },
  { id: 'software', icon: CodeIcon },
  { id: 'pos', icon: PointOfSaleIcon },
  { id: 'wordpress', icon: DevicesIcon },
  { id: 'shopify', icon: ShoppingBagIcon },
] as const

export type ServiceId = (typeof services)[number]['id']

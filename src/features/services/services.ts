import CodeIcon from '@mui/icons-material/Code'
import DevicesIcon from '@mui/icons-material/DevicesOther'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined'
import WebIcon from '@mui/icons-material/Web'

// The five services, in the order the site presents them. Titles and short descriptions are
// home:services.<id>; the Services page's longer texts and benefits are services:items.<id>.
export const services = [
  { id: 'web', icon: WebIcon },
  { id: 'software', icon: CodeIcon },
  { id: 'pos', icon: PointOfSaleIcon },
  { id: 'wordpress', icon: DevicesIcon },
  { id: 'shopify', icon: ShoppingBagIcon },
] as const

export type Service = (typeof services)[number]
export type ServiceId = Service['id']

import BuildIcon from '@mui/icons-material/BuildOutlined'
import CodeIcon from '@mui/icons-material/CodeOutlined'
import EventIcon from '@mui/icons-material/EventOutlined'
import ImageIcon from '@mui/icons-material/ImageOutlined'
import ManageSearchIcon from '@mui/icons-material/ManageSearchOutlined'
import MovieIcon from '@mui/icons-material/MovieOutlined'
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined'
import QrCodeIcon from '@mui/icons-material/QrCode2Outlined'
import TextFieldsIcon from '@mui/icons-material/TextFieldsOutlined'
import type { ToolCategoryId } from '#config/toolCatalogue.ts'

// The picture beside each category heading: decoration only, the heading names the category.
export const categoryIcons: Record<ToolCategoryId, typeof BuildIcon> = {
  pdf: PictureAsPdfIcon,
  seo: ManageSearchIcon,
  text: TextFieldsIcon,
  developer: CodeIcon,
  image: ImageIcon,
  video: MovieIcon,
  qr: QrCodeIcon,
  dateTime: EventIcon,
  utility: BuildIcon,
}

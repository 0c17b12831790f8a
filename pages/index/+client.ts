// https://vike.dev/client
// Replaces pages/+client.ts for this page: the shared layout script plus the few lines that put
// the hero's product screen in once the text has painted (heroScreensAfterPaint.client.ts).
import { enhanceLayout } from '#components/layout/enhanceLayout.client.ts'
import { showHeroScreensAfterPaint } from './heroScreensAfterPaint.client.ts'

enhanceLayout()
showHeroScreensAfterPaint()

// https://vike.dev/client
// The one public page that hydrates React, and only its form, only once it is used or the browser
// is idle (docs/decisions/0001): until then the page runs the layout script, the offices'
// "Open now" lines and a loader of 1 KB.
import { enhanceOfficeStatus } from '#components/contactInfo/officeStatus.client.ts'
import { enhanceLayout } from '#components/layout/enhanceLayout.client.ts'
import { loadContactIslandOnDemand } from '#features/contact/loadContactIsland.client.ts'

enhanceLayout()
enhanceOfficeStatus()
loadContactIslandOnDemand()

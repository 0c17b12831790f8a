// https://vike.dev/client
// Replaces pages/+client.ts for this long read: the shared layout script, and the phone action bar
// stepping aside while the reader scrolls on down.
import { enhanceLayout } from '#components/layout/enhanceLayout.client.ts'
import { hideActionBarWhileReading } from '#components/layout/readingActionBar.client.ts'

enhanceLayout()
hideActionBarWhileReading()

// https://vike.dev/client
// A case-study page needs only the shared layout script: this replaces the portfolio page's
// +client.ts, which nested pages would otherwise inherit.
import { enhanceLayout } from '#components/layout/enhanceLayout.client.ts'

enhanceLayout()

// https://vike.dev/client
// Replaces pages/+client.ts for this page: the shared layout script plus the portfolio's own
// filter and case-study dialog, still without a framework (decision 0001).
import { enhanceLayout } from '#components/layout/enhanceLayout.client.ts'
import { hideActionBarWhileReading } from '#components/layout/readingActionBar.client.ts'
import { enhancePortfolio } from '#features/portfolio/enhancePortfolio.client.ts'

enhanceLayout()
enhancePortfolio()
// Under the header and the pinned filter chips, the action bar left a phone 450-575 px for the
// cards (Arabic and Urdu reviewers, round 10): it steps aside while the reader scrolls the grid.
hideActionBarWhileReading()

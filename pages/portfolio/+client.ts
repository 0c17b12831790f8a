// https://vike.dev/client
// Replaces pages/+client.ts for this page: the shared layout script plus the portfolio's own
// filter and case-study dialog, still without a framework (decision 0001).
import { enhanceLayout } from '#components/layout/enhanceLayout.client.ts'
import { enhancePortfolio } from '#features/portfolio/enhancePortfolio.client.ts'

enhanceLayout()
enhancePortfolio()

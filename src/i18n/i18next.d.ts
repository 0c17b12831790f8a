// Keys are typed from the English files, so a misspelt key fails `npm run typecheck`.
import 'i18next'
import type about from '#locales/en/about.json'
import type admin from '#locales/en/admin.json'
import type blog from '#locales/en/blog.json'
import type caseStudies from '#locales/en/caseStudies.json'
import type channels from '#locales/en/channels.json'
import type common from '#locales/en/common.json'
import type contact from '#locales/en/contact.json'
import type home from '#locales/en/home.json'
import type legal from '#locales/en/legal.json'
import type portfolio from '#locales/en/portfolio.json'
import type products from '#locales/en/products.json'
import type replyPilot from '#locales/en/replyPilot.json'
import type services from '#locales/en/services.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      about: typeof about
      admin: typeof admin
      blog: typeof blog
      caseStudies: typeof caseStudies
      channels: typeof channels
      common: typeof common
      contact: typeof contact
      home: typeof home
      legal: typeof legal
      portfolio: typeof portfolio
      products: typeof products
      replyPilot: typeof replyPilot
      services: typeof services
    }
  }
}

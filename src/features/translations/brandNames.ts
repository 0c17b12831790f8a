import { company } from '#config/company.ts'
import { sisterProducts } from '#config/products.ts'

/**
 * Names that stay in Latin script in every locale. An Arabic or Urdu value may equal the
 * English one only when nothing but these names, placeholders, digits and punctuation is left.
 */
export const brandNames: readonly string[] = [
  company.name,
  ...sisterProducts.map((product) => product.name),
  'WordPress',
  'Shopify',
  'WhatsApp',
]

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { clientLogos, type Testimonial, testimonials } from '#config/testimonials.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

/**
 * Real clients' words and logos, from src/config/testimonials.ts. Both lists are empty until the
 * agency adds a client's approved quote or logo, and then this renders nothing: the site never
 * shows an invented testimonial, person or logo. A quote appears only in the languages it was
 * approved in; `projectId` limits it to that project's case study.
 */
export function ClientProof({ projectId }: { projectId?: string }) {
  const { t } = useTranslation('caseStudies')
  const { locale } = usePageContext()
  const quotes = testimonials.filter(
    (testimonial: Testimonial) =>
      testimonial.quote[locale] && (!projectId || !testimonial.projectId || testimonial.projectId === projectId),
  )
  if (quotes.length === 0 && clientLogos.length === 0) return null
  return (
    <Box component="section" aria-labelledby="client-proof-heading" sx={{ my: 6 }}>
      <Typography id="client-proof-heading" variant="h2" sx={{ fontSize: '1.5rem', mb: 3 }}>
        {t('proof.heading')}
      </Typography>
      {quotes.map((testimonial) => (
        <Box component="figure" key={`${testimonial.author}-${testimonial.company}`} sx={{ m: 0, mb: 3 }}>
          <Box component="blockquote" sx={{ m: 0, fontSize: '1.15rem' }}>
            {testimonial.quote[locale]}
          </Box>
          <Typography component="figcaption" color="text.secondary" sx={{ mt: 1 }}>
            <bdi>{testimonial.author}</bdi>, <bdi>{testimonial.company}</bdi>
          </Typography>
        </Box>
      ))}
      {clientLogos.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {clientLogos.map((logo) => (
            <li key={logo.name}>
              <img src={logo.src} width={logo.width} height={logo.height} alt={logo.name} loading="lazy" />
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}

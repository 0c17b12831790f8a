import { useTranslation } from 'react-i18next'
import { ClosingCta } from '#components/ClosingCta.tsx'
import { PageHeader } from '#components/PageHeader.tsx'
import { company } from '#config/company.ts'

export default function Page() {
  const { t } = useTranslation('about')
  return (
    <>
      <PageHeader heading={t('heading', { company: company.name })} intro={t('intro', { year: company.foundedYear })} />
      <ClosingCta />
    </>
  )
}

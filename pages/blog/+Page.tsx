import { useTranslation } from 'react-i18next'
import { ClosingCta } from '#components/ClosingCta.tsx'
import { PageHeader } from '#components/PageHeader.tsx'

export default function Page() {
  const { t } = useTranslation('blog')
  return (
    <>
      <PageHeader heading={t('heading')} intro={t('intro')} />
      <ClosingCta />
    </>
  )
}

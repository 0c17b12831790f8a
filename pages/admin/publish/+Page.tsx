import { useTranslation } from 'react-i18next'
import { AdminHeading } from '#features/admin/AdminHeading.tsx'
import { expectView } from '#features/admin/adminViews.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { ChangeList } from './ChangeList.tsx'
import { PublishHistory } from './PublishHistory.tsx'
import { PublishStatus } from './PublishStatus.tsx'

export default function Page() {
  const { t } = useTranslation('admin')
  const view = expectView(usePageContext().adminView, 'publish')
  return (
    <>
      <AdminHeading heading={t('publish.heading')} intro={t('publish.intro')} />
      <PublishStatus view={view} />
      <ChangeList changes={view.changes} />
      <PublishHistory publishes={view.publishes} csrfToken={view.csrfToken} canRestore={view.canPublish} />
    </>
  )
}

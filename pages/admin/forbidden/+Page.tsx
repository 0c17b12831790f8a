import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { AdminHeading } from '#features/admin/AdminHeading.tsx'
import { expectView } from '#features/admin/adminViews.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'

/** The 403 page: the role may not open what was asked for; its start page is offered instead. */
export default function Page() {
  const { t } = useTranslation('admin')
  const view = expectView(usePageContext().adminView, 'forbidden')
  const role = view.role ? t(`roles.names.${view.role}`) : ''
  return (
    <>
      <AdminHeading heading={t('roles.forbidden.heading')} intro={t('roles.forbidden.intro', { role })} />
      <Link href={view.home.path}>{t('roles.forbidden.home', { section: t(`nav.${view.home.key}` as never) })}</Link>
    </>
  )
}

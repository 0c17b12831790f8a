import { LegalPage } from '#components/LegalPage.tsx'

export default function Page() {
  return <LegalPage document="privacy" />
}

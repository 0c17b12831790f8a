import { LegalPage } from '#features/legal/LegalPage.tsx'

export default function Page() {
  return <LegalPage document="disclaimer" />
}

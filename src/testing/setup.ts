import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'

// waitFor and findBy* give up after 1 s by default. On a busy two-core machine a form's
// validation took longer than that to show (CI-lite, 25 November 2026), so a waiting test failed
// on the machine's speed, not the form's behaviour; the test timeout (vitest.config.ts) bounds it.
configure({ asyncUtilTimeout: 10_000 })

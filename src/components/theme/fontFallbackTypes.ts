import type { FaceId } from './fontFaces.ts'

/** A local font standing in for a web font until it arrives, scaled to take the same room. */
export interface FallbackFace {
  /** Its own family, listed after the web font's: 'Inter Fallback: Arial'. */
  family: string
  /** local() names; metric-compatible clones (Arial, Liberation Sans, Arimo) share one face. */
  local: string[]
  sizeAdjust?: string
  ascentOverride?: string
  descentOverride?: string
  lineGapOverride?: string
}

/** fontFallbacks.json, written by `npm run fonts`. */
export type FontFallbacks = Record<FaceId, FallbackFace[]>

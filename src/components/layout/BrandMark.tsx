/** The agency's mark: decorative beside the name, so hidden from assistive technology. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1f3c88" />
      <path d="M9 8h8.5a5 5 0 0 1 1.6 9.74A5.25 5.25 0 0 1 17.75 24H9z" fill="#fff" />
      <circle cx="23.5" cy="23.5" r="2.5" fill="#5eead4" />
    </svg>
  )
}

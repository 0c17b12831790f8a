// Pages are prerendered: a page built last December still shows this year in its copyright line.
export function refreshCurrentYear(): void {
  const year = String(new Date().getFullYear())
  for (const element of document.querySelectorAll('[data-current-year]')) {
    if (element.textContent !== year) element.textContent = year
  }
}

// One flat illustration per article, drawn as SVG (1200x630) in the site's palette and rendered
// to public/images/blog/<slug>.png by render.ts. No words: only shapes and brand marks.
const navy = '#0f1b3d'
const blue = '#1f3c88'
const sky = '#3a5bb5'
const mint = '#5eead4'
const teal = '#0b6e63'
const paper = '#f3f6fc'
const line = '#d8deea'
const amber = '#f5b942'

const frame = (body: string, background = paper) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="${background}"/>
<circle cx="1080" cy="90" r="220" fill="${blue}" opacity="0.06"/><circle cx="120" cy="600" r="180" fill="${teal}" opacity="0.06"/>
${body}</svg>`

/** A browser window at (x, y) with its toolbar dots. */
const browser = (x: number, y: number, w: number, h: number, inner: string) => `
<g transform="translate(${x} ${y})">
<rect width="${w}" height="${h}" rx="18" fill="#fff" stroke="${line}" stroke-width="3"/>
<path d="M0 18a18 18 0 0 1 18-18h${w - 36}a18 18 0 0 1 18 18v32H0z" fill="${navy}"/>
<circle cx="28" cy="25" r="7" fill="#ff6b6b"/><circle cx="52" cy="25" r="7" fill="${amber}"/><circle cx="76" cy="25" r="7" fill="${mint}"/>
<rect x="110" y="16" width="${w - 150}" height="18" rx="9" fill="#2a3a66"/>
${inner}</g>`

const bars = (x: number, y: number, heights: number[], color: string, width = 34, gap = 16) =>
  heights
    .map(
      (h, i) =>
        `<rect x="${x + i * (width + gap)}" y="${y - h}" width="${width}" height="${h}" rx="6" fill="${color}"/>`,
    )
    .join('')

export const illustrations: Record<string, string> = {
  'future-of-web-development-2025': frame(`
${browser(
  150,
  110,
  620,
  420,
  `<rect x="40" y="90" width="300" height="28" rx="8" fill="${navy}"/>
<rect x="40" y="134" width="240" height="16" rx="8" fill="${line}"/><rect x="40" y="162" width="270" height="16" rx="8" fill="${line}"/>
<rect x="40" y="206" width="130" height="44" rx="12" fill="${blue}"/>
<rect x="380" y="90" width="200" height="160" rx="16" fill="${paper}"/><circle cx="480" cy="170" r="52" fill="${mint}" opacity="0.8"/>
<rect x="40" y="290" width="170" height="100" rx="14" fill="${paper}"/><rect x="225" y="290" width="170" height="100" rx="14" fill="${paper}"/><rect x="410" y="290" width="170" height="100" rx="14" fill="${paper}"/>
<rect x="60" y="310" width="60" height="60" rx="30" fill="${sky}" opacity="0.35"/><rect x="245" y="310" width="60" height="60" rx="30" fill="${teal}" opacity="0.35"/><rect x="430" y="310" width="60" height="60" rx="30" fill="${amber}" opacity="0.5"/>`,
)}
<g transform="translate(820 150)">
<circle cx="120" cy="120" r="120" fill="${navy}"/>
<path d="M135 30 75 135h45l-15 85 70-115h-48z" fill="${amber}"/>
</g>
<g transform="translate(810 420)">${bars(0, 120, [40, 62, 84, 110], mint, 40, 22)}
<path d="M10 60 70 40 130 20 190 -10" stroke="${blue}" stroke-width="8" fill="none" stroke-linecap="round"/></g>`),

  'scalable-ecommerce-solutions': frame(`
<g transform="translate(130 140)">
<path d="M0 60h330l-30 180H40z" fill="${blue}"/>
<path d="M-30 0h60l40 60" stroke="${navy}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="60" y="90" width="60" height="110" rx="10" fill="${sky}"/><rect x="140" y="90" width="60" height="110" rx="10" fill="${sky}"/><rect x="220" y="90" width="60" height="110" rx="10" fill="${sky}"/>
<circle cx="80" cy="290" r="30" fill="${navy}"/><circle cx="260" cy="290" r="30" fill="${navy}"/>
<circle cx="80" cy="290" r="11" fill="${paper}"/><circle cx="260" cy="290" r="11" fill="${paper}"/>
</g>
<g transform="translate(560 150)">
<rect x="0" y="180" width="120" height="120" rx="10" fill="${amber}"/><rect x="0" y="228" width="120" height="14" fill="#d99a22"/>
<rect x="130" y="120" width="120" height="180" rx="10" fill="${teal}"/><rect x="130" y="190" width="120" height="14" fill="#085a51"/>
<rect x="260" y="40" width="120" height="260" rx="10" fill="${blue}"/><rect x="260" y="150" width="120" height="14" fill="#16306e"/>
<path d="M20 150 150 80 280 0 380 -40" stroke="${mint}" stroke-width="10" fill="none" stroke-linecap="round"/>
<path d="M350 -60 395 -45 375 -5z" fill="${mint}"/>
</g>
<g transform="translate(1010 430)"><rect width="120" height="80" rx="12" fill="${navy}"/><rect y="18" width="120" height="16" fill="${mint}"/><rect x="16" y="52" width="40" height="10" rx="5" fill="${paper}"/></g>`),

  'wordpress-vs-custom-development': frame(`
<rect x="0" y="0" width="600" height="630" fill="#e8eef9"/>
<g transform="translate(150 165)">
<circle cx="150" cy="150" r="150" fill="${blue}"/>
<circle cx="150" cy="150" r="122" fill="none" stroke="#fff" stroke-width="10"/>
<path transform="translate(150 150) scale(0.78) translate(-181 -175)" d="M64 100h40l34 104 26-78-9-26h40l36 104 34-104h34l-52 150h-30l-32-94-32 94h-30z" fill="#fff"/>
</g>
<g transform="translate(600 315)"><circle r="58" fill="${navy}"/>
<path d="M-26 0h52" stroke="#fff" stroke-width="10" stroke-linecap="round"/><path d="M-12 -22-30 0-12 22M12 -22 30 0 12 22" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>
<g transform="translate(720 150)">
<rect width="360" height="330" rx="20" fill="${navy}"/>
<path d="M70 120 30 165l40 45M290 120l40 45-40 45M200 100l-40 130" stroke="${mint}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="40" y="260" width="120" height="14" rx="7" fill="${sky}"/><rect x="175" y="260" width="80" height="14" rx="7" fill="${amber}"/><rect x="40" y="288" width="200" height="14" rx="7" fill="#2a3a66"/>
<rect x="40" y="40" width="90" height="14" rx="7" fill="#2a3a66"/><rect x="145" y="40" width="60" height="14" rx="7" fill="${sky}"/>
</g>`),

  'seo-best-practices-2025': frame(`
${browser(
  120,
  100,
  600,
  440,
  `<rect x="40" y="84" width="420" height="40" rx="20" fill="${paper}" stroke="${line}" stroke-width="3"/>
<circle cx="70" cy="104" r="10" fill="none" stroke="${sky}" stroke-width="4"/>
${[160, 250, 340]
  .map(
    (
      y,
      i,
    ) => `<rect x="40" y="${y}" width="${[300, 260, 280][i]}" height="20" rx="8" fill="${i === 0 ? blue : sky}" opacity="${i === 0 ? 1 : 0.55}"/>
<rect x="40" y="${y + 32}" width="${[480, 440, 460][i]}" height="12" rx="6" fill="${line}"/><rect x="40" y="${y + 54}" width="${[380, 360, 400][i]}" height="12" rx="6" fill="${line}"/>`,
  )
  .join('')}
<rect x="24" y="150" width="6" height="86" rx="3" fill="${mint}"/>`,
)}
<g transform="translate(640 250)">
<circle cx="150" cy="150" r="120" fill="#fff" stroke="${navy}" stroke-width="26"/>
<circle cx="150" cy="150" r="84" fill="${mint}" opacity="0.35"/>
<path d="M238 238 330 330" stroke="${navy}" stroke-width="40" stroke-linecap="round"/>
<path d="M100 185l35-45 30 25 45-60" stroke="${blue}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</g>
<g transform="translate(860 80)">${bars(0, 150, [50, 80, 115, 150], amber, 36, 18)}</g>`),

  'ai-powered-business-tools': frame(
    `
<g transform="translate(120 120)">
<rect width="400" height="400" rx="30" fill="${blue}"/>
<rect x="60" y="60" width="280" height="280" rx="24" fill="${navy}"/>
${[0, 1, 2, 3, 4]
  .map(
    (
      i,
    ) => `<rect x="${90 + i * 50}" y="-30" width="16" height="50" rx="8" fill="${sky}"/><rect x="${90 + i * 50}" y="380" width="16" height="50" rx="8" fill="${sky}"/>
<rect x="-30" y="${90 + i * 50}" width="50" height="16" rx="8" fill="${sky}"/><rect x="380" y="${90 + i * 50}" width="50" height="16" rx="8" fill="${sky}"/>`,
  )
  .join('')}
<circle cx="140" cy="150" r="20" fill="${mint}"/><circle cx="260" cy="130" r="20" fill="${mint}"/><circle cx="200" cy="250" r="20" fill="${amber}"/><circle cx="120" cy="270" r="14" fill="${mint}"/><circle cx="280" cy="260" r="14" fill="${mint}"/>
<path d="M140 150 260 130 200 250 140 150M120 270 200 250 280 260M260 130 280 260" stroke="${mint}" stroke-width="6" fill="none" opacity="0.7"/>
</g>
<g transform="translate(640 120)">
<rect width="420" height="110" rx="28" fill="#fff" stroke="${line}" stroke-width="3"/><rect x="36" y="34" width="260" height="16" rx="8" fill="${line}"/><rect x="36" y="62" width="180" height="16" rx="8" fill="${line}"/>
<path d="M40 110 20 150 90 110z" fill="#fff"/>
<rect x="110" y="160" width="420" height="110" rx="28" fill="${teal}"/><rect x="146" y="194" width="300" height="16" rx="8" fill="#8fe3d6"/><rect x="146" y="222" width="220" height="16" rx="8" fill="#8fe3d6"/>
<path d="M490 270 520 310 440 270z" fill="${teal}"/>
<rect x="0" y="320" width="360" height="110" rx="28" fill="#fff" stroke="${line}" stroke-width="3"/><rect x="36" y="354" width="200" height="16" rx="8" fill="${line}"/><rect x="36" y="382" width="240" height="16" rx="8" fill="${line}"/>
<circle cx="440" cy="375" r="40" fill="${amber}"/><path d="M422 376l13 13 25-27" stroke="#fff" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
</g>`,
  ),

  'mobile-first-design-importance': frame(`
<g transform="translate(600 140)">
<rect width="460" height="320" rx="20" fill="${navy}"/><rect x="18" y="18" width="424" height="284" rx="8" fill="#fff"/>
<rect x="190" y="320" width="80" height="40" fill="${sky}"/><rect x="140" y="356" width="180" height="18" rx="9" fill="${blue}"/>
<rect x="44" y="44" width="372" height="26" rx="8" fill="${paper}"/>
<rect x="44" y="92" width="176" height="120" rx="12" fill="${mint}" opacity="0.45"/><rect x="240" y="92" width="176" height="16" rx="8" fill="${line}"/><rect x="240" y="120" width="140" height="16" rx="8" fill="${line}"/><rect x="240" y="168" width="100" height="40" rx="10" fill="${blue}"/>
<rect x="44" y="232" width="110" height="50" rx="10" fill="${paper}"/><rect x="175" y="232" width="110" height="50" rx="10" fill="${paper}"/><rect x="306" y="232" width="110" height="50" rx="10" fill="${paper}"/>
</g>
<g transform="translate(380 210)">
<rect width="200" height="290" rx="20" fill="${sky}"/><rect x="14" y="14" width="172" height="262" rx="10" fill="#fff"/>
<rect x="30" y="36" width="140" height="70" rx="10" fill="${mint}" opacity="0.45"/><rect x="30" y="122" width="120" height="12" rx="6" fill="${line}"/><rect x="30" y="144" width="100" height="12" rx="6" fill="${line}"/><rect x="30" y="176" width="80" height="28" rx="8" fill="${blue}"/>
<rect x="30" y="222" width="64" height="36" rx="8" fill="${paper}"/><rect x="106" y="222" width="64" height="36" rx="8" fill="${paper}"/>
</g>
<g transform="translate(150 150)">
<rect width="190" height="380" rx="32" fill="${navy}"/><rect x="14" y="40" width="162" height="300" rx="8" fill="#fff"/><rect x="70" y="16" width="50" height="10" rx="5" fill="#2a3a66"/><circle cx="95" cy="358" r="10" fill="#2a3a66"/>
<rect x="28" y="58" width="134" height="90" rx="12" fill="${mint}" opacity="0.6"/><rect x="28" y="164" width="110" height="14" rx="7" fill="${line}"/><rect x="28" y="188" width="90" height="14" rx="7" fill="${line}"/>
<rect x="28" y="222" width="134" height="40" rx="12" fill="${blue}"/><rect x="28" y="276" width="134" height="48" rx="10" fill="${paper}"/>
</g>
<g transform="translate(150 80)"><circle cx="170" cy="0" r="26" fill="${amber}"/><path d="M159 0l8 8 15-16" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`),
}

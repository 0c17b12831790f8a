// The tills' product pictures, drawn as SVG in the manner of drawings.ts: the Lahore restaurant's
// dishes and the Sharjah pharmacy's medicines. A till shows a photo on each menu button; flat
// gradient blocks there read as a pitch deck (the English reviewer, round 8). One light linen
// backdrop, one plate, one shadow and one garnish for every dish, so the menu reads as one shoot.
// Each takes an id prefix: the menu draws twelve in one document, and gradient ids must not collide.
import { svg } from './drawings.ts'

// The dishes' viewBox: 160 × 100, the menu button's picture (about 137 × 84 px on the till).
const backdrop = (id: string) =>
  `<linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6ede1"/><stop offset="1" stop-color="#e8d8c2"/></linearGradient>`
const dish = (id: string, defs: string, body: string) =>
  svg('0 0 160 100', `<defs>${backdrop(id)}${defs}</defs><rect width="160" height="100" fill="url(#${id}bg)"/>${body}`)

const shadow = (cx: number, cy: number, rx: number, ry = 6) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#8d6a4a" opacity=".28"/>`
/** A white plate seen from the diner's side. */
const plate = (cx = 80, cy = 60, rx = 62, ry = 26) =>
  `${shadow(cx, cy + 6, rx + 2, ry * 0.55)}<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fdfbf7"/><ellipse cx="${cx}" cy="${cy + 1}" rx="${rx - 9}" ry="${ry - 5}" fill="#f1ebe2"/>`
/** Coriander leaves: the one garnish every dish shares. */
const coriander = (points: readonly (readonly [number, number])[]) =>
  `<g fill="#4f8a3a">${points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.2"/><circle cx="${x + 2.4}" cy="${y - 1}" r="1.8"/>`).join('')}</g>`
const lemon = (x: number, y: number) =>
  `<path d="M${x} ${y}a11 8 0 0 0 22 0z" fill="#f2d04b"/><path d="M${x + 2} ${y}a9 6 0 0 0 18 0z" fill="#fbe58a"/><path d="M${x + 11} ${y}v5M${x + 11} ${y}l-6 3M${x + 11} ${y}l6 3" stroke="#f2d04b" stroke-width=".8"/>`
const onionRings = (x: number, y: number) =>
  `<g fill="none" stroke="#c9739d" stroke-width="2"><ellipse cx="${x}" cy="${y}" rx="9" ry="4.5"/><ellipse cx="${x + 9}" cy="${y + 3}" rx="8" ry="4"/></g><g fill="none" stroke="#f1d3e2" stroke-width="1"><ellipse cx="${x}" cy="${y}" rx="6" ry="3"/><ellipse cx="${x + 9}" cy="${y + 3}" rx="5" ry="2.5"/></g>`

/** A round-bottomed iron karahi with two loop handles, full of curry. */
const karahi = (id: string, gravy: readonly [string, string], pieces: string, bones: boolean) =>
  dish(
    id,
    `<linearGradient id="${id}iron" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#23262b"/><stop offset=".35" stop-color="#575d66"/><stop offset="1" stop-color="#1c1f23"/></linearGradient>
<radialGradient id="${id}g" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="${gravy[0]}"/><stop offset="1" stop-color="${gravy[1]}"/></radialGradient>`,
    `${shadow(80, 88, 50)}
<g fill="none" stroke="#2d3137" stroke-width="4.5"><path d="M34 44q-16-2-14 10 2 8 16 4"/><path d="M126 44q16-2 14 10-2 8-16 4"/></g>
<path d="M32 46q4 42 48 42t48-42z" fill="url(#${id}iron)"/>
<ellipse cx="80" cy="46" rx="48" ry="17" fill="#3b4047"/><ellipse cx="80" cy="47" rx="43" ry="14" fill="url(#${id}g)"/>
<g fill="${pieces}"><ellipse cx="62" cy="46" rx="10" ry="6" transform="rotate(-15 62 46)"/><ellipse cx="86" cy="42" rx="11" ry="6"/><ellipse cx="98" cy="52" rx="10" ry="5.5" transform="rotate(12 98 52)"/><ellipse cx="72" cy="54" rx="9" ry="5"/><ellipse cx="108" cy="43" rx="7" ry="4.5"/></g>
${bones ? '<g fill="#f1e4cc"><rect x="90" y="38" width="12" height="3.4" rx="1.7" transform="rotate(-20 96 40)"/><rect x="54" y="44" width="10" height="3" rx="1.5" transform="rotate(25 59 45)"/></g>' : ''}
<g fill="#fff" opacity=".3"><ellipse cx="60" cy="44" rx="4" ry="1.5"/><ellipse cx="86" cy="40" rx="4" ry="1.5"/><ellipse cx="97" cy="50" rx="3.5" ry="1.3"/></g>
<g stroke="#f4d98c" stroke-width="1.6" stroke-linecap="round"><path d="M66 40l8 3M78 50l9-2M100 46l6 3"/></g>
<path d="M50 52q10-8 22-6" stroke="#3e8a34" stroke-width="3" stroke-linecap="round" fill="none"/>
${coriander([
  [80, 47],
  [94, 56],
  [64, 39],
])}`,
  )

export const chickenKarahi = (id: string) => karahi(id, ['#e2702f', '#a63a14'], '#f0a05a', false)
export const muttonKarahi = (id: string) => karahi(id, ['#9c4a1e', '#5e240c'], '#8a4522', true)

/** Long minced-meat kebabs off the skewer, with onion rings and lemon. */
export const seekhKebab = (id: string) =>
  dish(
    id,
    `<linearGradient id="${id}k" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b45e2a"/><stop offset="1" stop-color="#6f3112"/></linearGradient>`,
    `${plate()}
${[0, 1, 2]
  .map(
    (i) =>
      `<g transform="rotate(-8 80 ${52 + i * 8})"><rect x="${30 + i * 4}" y="${45 + i * 8}" width="92" height="10" rx="5" fill="url(#${id}k)"/><path d="M${44 + i * 4} ${47 + i * 8}v6M${60 + i * 4} ${47 + i * 8}v6M${76 + i * 4} ${47 + i * 8}v6M${92 + i * 4} ${47 + i * 8}v6M${108 + i * 4} ${47 + i * 8}v6" stroke="#4a1f0a" stroke-width="1.6" opacity=".7"/><rect x="${34 + i * 4}" y="${46 + i * 8}" width="80" height="2" rx="1" fill="#e49a62" opacity=".6"/></g>`,
  )
  .join('')}
${onionRings(112, 70)}${lemon(34, 66)}${coriander([
  [70, 70],
  [96, 46],
])}`,
  )

/** Cubes of chicken tikka on a skewer: red-orange, charred at the edges. Malai boti is the same,
 * pale with cream. */
const skewer = (id: string, meat: readonly [string, string], char: string) =>
  dish(
    id,
    `<radialGradient id="${id}m" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="${meat[0]}"/><stop offset="1" stop-color="${meat[1]}"/></radialGradient>`,
    `${plate()}
<path d="M22 66L142 42" stroke="#9aa3ad" stroke-width="2.4" stroke-linecap="round"/><circle cx="142" cy="42" r="3" fill="#6b7280"/>
${(
  [
    [38, 62],
    [58, 58],
    [78, 54],
    [98, 50],
    [118, 46],
  ] as const
)
  .map(
    ([x, y], i) =>
      `<rect x="${x - 9}" y="${y - 9}" width="18" height="17" rx="5" fill="url(#${id}m)" transform="rotate(${i % 2 ? 10 : -8} ${x} ${y})"/><path d="M${x - 6} ${y + 5}q6 3 12-1" stroke="${char}" stroke-width="2.2" fill="none" stroke-linecap="round" opacity=".8"/><circle cx="${x + 4}" cy="${y - 4}" r="1.6" fill="${char}" opacity=".8"/>`,
  )
  .join('')}
${onionRings(110, 68)}${lemon(30, 70)}${coriander([
  [72, 70],
  [92, 66],
])}`,
  )
export const chickenTikka = (id: string) => skewer(id, ['#f08a45', '#c2410c'], '#6b2408')
export const malaiBoti = (id: string) => skewer(id, ['#fbf0da', '#e7c994'], '#a2692f')

/** A mound of rice on a plate: pulao's brown grains with mutton, biryani's saffron-streaked ones
 * with a chicken leg and fried onions. */
const rice = (id: string, grains: readonly string[], top: string) =>
  dish(
    id,
    `<radialGradient id="${id}r" cx=".5" cy=".3" r=".7"><stop offset="0" stop-color="${grains[0]}"/><stop offset="1" stop-color="${grains[1]}"/></radialGradient>`,
    `${plate()}
<path d="M32 62q4-30 48-32 44 2 48 32-48 12-96 0z" fill="url(#${id}r)"/>
<g fill="${grains[2]}">${Array.from({ length: 34 }, (_, i) => {
      const x = 40 + ((i * 37) % 80)
      const y = 38 + ((i * 23) % 22)
      return `<ellipse cx="${x}" cy="${y}" rx="2.4" ry="1" transform="rotate(${(i * 47) % 180} ${x} ${y})"/>`
    }).join('')}</g>
<g fill="${grains[3]}">${Array.from({ length: 22 }, (_, i) => {
      const x = 44 + ((i * 29) % 74)
      const y = 40 + ((i * 17) % 20)
      return `<ellipse cx="${x}" cy="${y}" rx="2.4" ry="1" transform="rotate(${(i * 61) % 180} ${x} ${y})"/>`
    }).join('')}</g>${top}`,
  )
export const muttonPulao = (id: string) =>
  rice(
    id,
    ['#ecd3a2', '#c79b5c', '#f7e7c6', '#a9773d'],
    `<g fill="#6f3216"><ellipse cx="68" cy="40" rx="9" ry="6"/><ellipse cx="92" cy="44" rx="10" ry="6" transform="rotate(15 92 44)"/></g><rect x="84" y="38" width="12" height="3.2" rx="1.6" fill="#f1e4cc" transform="rotate(-25 90 40)"/>
<g fill="#4a2a12"><circle cx="56" cy="50" r="1.6"/><circle cx="104" cy="52" r="1.6"/><circle cx="78" cy="54" r="1.4"/></g>${coriander(
      [
        [80, 36],
        [62, 52],
      ],
    )}`,
  )
export const chickenBiryani = (id: string) =>
  rice(
    id,
    ['#fbf3df', '#ead7ad', '#f2a93b', '#e8c23a'],
    `<path d="M66 44q-4-12 10-14 14 0 14 10-2 10-14 10-8 0-10-6z" fill="#c4622a"/><path d="M88 38l12-8" stroke="#f4ead6" stroke-width="4" stroke-linecap="round"/><circle cx="101" cy="29.5" r="3" fill="#f4ead6"/>
<path d="M70 40q4-4 10-3" stroke="#e49a62" stroke-width="2" fill="none" stroke-linecap="round"/>
<g stroke="#7a3a12" stroke-width="1.6" fill="none" stroke-linecap="round"><path d="M50 52q4-3 8 0M96 54q4-3 8 0M58 44q3-3 6 0M110 48q4-2 7 1"/></g>
<ellipse cx="112" cy="58" rx="7" ry="5" fill="#fff"/><ellipse cx="112" cy="58" rx="3.5" ry="2.6" fill="#f5c330"/>${coriander(
      [
        [84, 52],
        [56, 40],
      ],
    )}`,
  )

/** Black lentils in a clay bowl, a swirl of cream and a knob of butter on top. */
export const daalMakhani = (id: string) =>
  dish(
    id,
    `<linearGradient id="${id}bowl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7a3a1c"/><stop offset=".4" stop-color="#b0623a"/><stop offset="1" stop-color="#6b3016"/></linearGradient>
<radialGradient id="${id}d" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="#8a3418"/><stop offset="1" stop-color="#5a1e0b"/></radialGradient>`,
    `${shadow(80, 86, 44)}
<path d="M38 46q2 40 42 40t42-40z" fill="url(#${id}bowl)"/><ellipse cx="80" cy="46" rx="42" ry="15" fill="#c07548"/><ellipse cx="80" cy="47" rx="37" ry="12" fill="url(#${id}d)"/>
<path d="M60 46q10-8 22-2t18 2q-8 6-20 2-10-4-20-2z" fill="none" stroke="#fbf4e6" stroke-width="2.6" stroke-linecap="round"/>
<ellipse cx="82" cy="44" rx="6" ry="4" fill="#fbe08a"/><ellipse cx="80" cy="43" rx="2.4" ry="1.4" fill="#fff8d6"/>
${coriander([
  [66, 50],
  [96, 50],
])}`,
  )

/** Two leaf-shaped naans, blistered from the tandoor, flecked with garlic and coriander. */
export const garlicNaan = (id: string) =>
  dish(
    id,
    `<linearGradient id="${id}n" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6dca4"/><stop offset="1" stop-color="#dcaa5e"/></linearGradient>`,
    `${shadow(80, 84, 58)}<rect x="20" y="66" width="120" height="18" rx="6" fill="#a8794e"/><rect x="20" y="66" width="120" height="4" rx="2" fill="#c59668"/>
${['M22 62q10-30 60-32 40 0 54 22-4 16-50 18-50 2-64-8z', 'M34 52q14-30 62-30 34 2 44 18-6 16-50 20-48 2-56-8z']
  .map(
    (d, i) =>
      `<path d="${d}" fill="url(#${id}n)"/><g fill="#a86a2a" opacity=".75">${(
        [
          [50, 50],
          [70, 42],
          [96, 46],
          [112, 38],
          [62, 58],
          [86, 56],
        ] as const
      )
        .map(([x, y]) => `<ellipse cx="${x + i * 8}" cy="${y - i * 10}" rx="${3 + ((x + y) % 3)}" ry="2"/>`)
        .join('')}</g><g fill="#5a8f3a">${(
        [
          [58, 46],
          [78, 50],
          [104, 44],
          [90, 38],
        ] as const
      )
        .map(([x, y]) => `<circle cx="${x + i * 8}" cy="${y - i * 10}" r="1.3"/>`)
        .join('')}</g><g fill="#fffbe8">${(
        [
          [66, 48],
          [98, 40],
        ] as const
      )
        .map(([x, y]) => `<circle cx="${x + i * 8}" cy="${y - i * 10}" r="1.2"/>`)
        .join('')}</g>`,
  )
  .join('')}`,
  )

/** A tall glass of sweet lassi with a frothy top. */
export const sweetLassi = (id: string) =>
  dish(
    id,
    `<linearGradient id="${id}l" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ece6da"/><stop offset=".35" stop-color="#fffdf8"/><stop offset="1" stop-color="#e2dacb"/></linearGradient>`,
    `${shadow(80, 90, 28, 4)}
<path d="M58 16h44l-6 72q-1 4-6 4H70q-5 0-6-4z" fill="#dfe8ee" opacity=".6"/>
<path d="M60 28h40l-5 58q-1 3-5 3H70q-4 0-5-3z" fill="url(#${id}l)"/>
<path d="M58 24q6-8 12-3 6-6 12 0 6-6 12 0 6-4 8 3v6H58z" fill="#fffdf7"/>
<g fill="#e6b94a"><circle cx="72" cy="23" r="1.3"/><circle cx="84" cy="21" r="1.1"/><circle cx="92" cy="24" r="1.3"/></g><g fill="#7aa64a"><circle cx="78" cy="24" r="1.2"/><circle cx="88" cy="23" r="1"/></g>
<path d="M62 18v64" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".8"/>
<path d="M58 16h44" stroke="#cdd8df" stroke-width="1.4"/>`,
  )

/** A round wholewheat roti from the tandoor, blistered, on a cotton cloth. */
export const tandooriRoti = (id: string) =>
  dish(
    id,
    `<radialGradient id="${id}r" cx=".45" cy=".4" r=".6"><stop offset="0" stop-color="#e9bf7a"/><stop offset="1" stop-color="#c48a45"/></radialGradient>
<pattern id="${id}c" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="#fbf7ef"/><rect width="6" height="12" fill="#d9e4ee" opacity=".7"/><rect width="12" height="6" fill="#d9e4ee" opacity=".7"/></pattern>`,
    `<path d="M18 40l124-8 8 52-128 6z" fill="url(#${id}c)"/>${shadow(80, 72, 48, 8)}
<ellipse cx="80" cy="62" rx="50" ry="22" fill="#b47a3a"/><ellipse cx="80" cy="58" rx="50" ry="22" fill="url(#${id}r)"/>
<g fill="#8a5220" opacity=".7">${(
      [
        [58, 52],
        [76, 46],
        [98, 50],
        [66, 64],
        [92, 66],
        [110, 58],
        [48, 60],
        [82, 58],
      ] as const
    )
      .map(([x, y], i) => `<ellipse cx="${x}" cy="${y}" rx="${2.5 + (i % 3)}" ry="${1.6 + (i % 2)}"/>`)
      .join(
        '',
      )}</g><g fill="#5a3212"><circle cx="76" cy="46" r="1.2"/><circle cx="98" cy="50" r="1.1"/><circle cx="66" cy="64" r="1.1"/></g>`,
  )

/** Three gulab jamun in syrup, in a small bowl, with pistachio slivers. */
export const gulabJamun = (id: string) =>
  dish(
    id,
    `<radialGradient id="${id}j" cx=".35" cy=".3" r=".7"><stop offset="0" stop-color="#a5502a"/><stop offset="1" stop-color="#4a1a08"/></radialGradient>`,
    `${shadow(80, 86, 46)}
<path d="M34 50q2 36 46 36t46-36z" fill="#fdfbf7"/><path d="M36 56q8 26 44 28" stroke="#e6ded2" stroke-width="3" fill="none"/>
<ellipse cx="80" cy="50" rx="46" ry="16" fill="#f3ede4"/><ellipse cx="80" cy="51" rx="40" ry="12" fill="#d9922e"/>
${(
  [
    [62, 46],
    [98, 46],
    [80, 52],
  ] as const
)
  .map(
    ([x, y]) =>
      `<circle cx="${x}" cy="${y}" r="13" fill="url(#${id}j)"/><ellipse cx="${x - 4}" cy="${y - 5}" rx="4" ry="2.4" fill="#fff" opacity=".45"/>`,
  )
  .join('')}
<g stroke="#8bb35a" stroke-width="2" stroke-linecap="round"><path d="M60 40l4-1M96 40l3 1M78 46l4 0"/></g>`,
  )

// The pharmacy's items, as the till lists them: a small square picture beside each line of the
// sale (viewBox 48 × 48), on the same cool white, lit from the top left.
const item = (id: string, defs: string, body: string) =>
  svg(
    '0 0 48 48',
    `<defs><linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e7edf3"/></linearGradient>${defs}</defs><rect width="48" height="48" fill="url(#${id}bg)"/><ellipse cx="24" cy="43" rx="17" ry="2.6" fill="#64748b" opacity=".22"/>${body}`,
  )

/** A box of paracetamol with a blister of tablets in front of it. */
export const paracetamol = (id: string) =>
  item(
    id,
    `<linearGradient id="${id}f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef2f6"/><stop offset="1" stop-color="#aeb8c4"/></linearGradient>`,
    `<path d="M8 12l6-4h22v28l-6 6H8z" fill="#dbe4ee"/><path d="M8 12h22v30H8z" fill="#fff"/><path d="M30 12l6-4v28l-6 6z" fill="#c9d5e2"/>
<path d="M8 18h22v7H8z" fill="#2563eb"/><path d="M12 29h12M12 33h8" stroke="#94a3b8" stroke-width="1.6"/>
<g transform="rotate(-12 30 34)"><rect x="20" y="26" width="20" height="14" rx="2" fill="url(#${id}f)"/><g fill="#fff" stroke="#c2cbd6" stroke-width=".6">${(
      [
        [25, 30],
        [30, 30],
        [35, 30],
        [25, 36],
        [30, 36],
        [35, 36],
      ] as const
    )
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.9"/>`)
      .join('')}</g></g>`,
  )

/** A children's cough syrup: an amber bottle with a measuring cup for a cap. */
export const coughSyrup = (id: string) =>
  item(
    id,
    `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7c3a0c"/><stop offset=".35" stop-color="#c2691c"/><stop offset="1" stop-color="#6b300a"/></linearGradient>`,
    `<path d="M19 6h10v6H19z" fill="#fff" stroke="#cbd5e1" stroke-width=".8"/><path d="M21 12h6v3H21z" fill="#9a4a12"/>
<path d="M20 15h8q6 3 6 10v15q0 3-3 3H17q-3 0-3-3V25q0-7 6-10z" fill="url(#${id}g)"/>
<rect x="14" y="25" width="20" height="12" fill="#fde68a"/><rect x="14" y="25" width="20" height="3.5" fill="#ef4444"/><path d="M17 32h12M17 35h8" stroke="#b45309" stroke-width="1.2"/>
<path d="M17 18q-1 3-1 6" stroke="#fff" stroke-width="1.6" stroke-linecap="round" opacity=".5" fill="none"/>`,
  )

/** A tub of vitamin D capsules, two golden capsules beside it. */
export const vitaminD = (id: string) =>
  item(
    id,
    `<linearGradient id="${id}t" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e2e8f0"/><stop offset=".35" stop-color="#fff"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient>`,
    `<rect x="10" y="8" width="22" height="7" rx="2" fill="#f59e0b"/><rect x="10" y="14" width="22" height="28" rx="3" fill="url(#${id}t)"/>
<rect x="10" y="20" width="22" height="14" fill="#fbbf24"/><circle cx="21" cy="27" r="4.5" fill="#fff7d6"/><path d="M19 27h4M21 25v4" stroke="#d97706" stroke-width="1.4"/>
<g transform="rotate(-30 38 38)"><rect x="32" y="35" width="12" height="6" rx="3" fill="#f5b82e"/><rect x="32" y="35" width="6" height="6" rx="3" fill="#e19a12"/><rect x="34" y="36" width="4" height="1.4" rx=".7" fill="#fff" opacity=".6"/></g>`,
  )

/** A saline nasal spray: a slim white bottle with a nozzle and a blue label. */
export const nasalSpray = (id: string) =>
  item(
    id,
    `<linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e2e8f0"/><stop offset=".4" stop-color="#fff"/><stop offset="1" stop-color="#cbd5e1"/></linearGradient>`,
    `<path d="M22 4h4l1 8h-6z" fill="#fff" stroke="#cbd5e1" stroke-width=".8"/><rect x="17" y="12" width="14" height="5" rx="1.5" fill="#0ea5e9"/>
<rect x="15" y="17" width="18" height="25" rx="4" fill="url(#${id}b)"/><rect x="15" y="23" width="18" height="12" fill="#38bdf8"/><path d="M19 27h10M19 31h6" stroke="#fff" stroke-width="1.4"/>
<g fill="#7dd3fc"><circle cx="31" cy="6" r="1.2"/><circle cx="34" cy="9" r="1"/><circle cx="30" cy="2.5" r=".9"/></g>`,
  )

/** A digital blood pressure monitor with its cuff. */
export const bloodPressureMonitor = (id: string) =>
  item(
    id,
    '',
    `<path d="M30 30q10 2 12 8 2 6-8 6H22" fill="none" stroke="#64748b" stroke-width="2"/>
<rect x="28" y="30" width="16" height="11" rx="4" fill="#475569"/><rect x="30" y="32" width="12" height="2" rx="1" fill="#94a3b8"/>
<rect x="5" y="11" width="26" height="31" rx="5" fill="#fff" stroke="#cbd5e1" stroke-width="1"/><rect x="9" y="15" width="18" height="13" rx="2" fill="#1e293b"/>
<path d="M12 20h5M12 24h3M21 19v6" stroke="#5eead4" stroke-width="1.6"/><circle cx="18" cy="35" r="3.6" fill="#2563eb"/><circle cx="11" cy="35" r="1.6" fill="#cbd5e1"/><circle cx="25" cy="35" r="1.6" fill="#cbd5e1"/>`,
  )

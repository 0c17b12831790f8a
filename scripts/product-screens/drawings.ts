// Product "photographs" for the store screens, drawn as SVG: a homeware shop's throw, vase, lamp,
// rug and cushions, an oud oil bottle in glass, the Karachi fashion store's lawn suits and the
// Riyadh developer's towers (the tills' dishes and medicines are in posDrawings.ts). Flat gradient
// boxes read as a mock-up; these read as a catalogue. No text in them, so one drawing serves every language's storefront.
// Each takes an id prefix: several drawings share one HTML document, and gradient ids must not
// collide there.

/** A drawing that fills its box, cropped to it rather than letterboxed. */
export const svg = (viewBox: string, body: string, style = '') =>
  `<svg viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice" style="display:block;width:100%;height:100%;${style}">${body}</svg>`

/** The herringbone weave of the wool throw: a tile of alternating diagonal strokes. */
const herringbone = (id: string, base: string, line: string, size = 10) =>
  `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(90)"><rect width="${size}" height="${size}" fill="${base}"/><path d="M0 ${size / 2}L${size / 2} 0M${size / 2} ${size}L${size} ${size / 2}" stroke="${line}" stroke-width="1.6"/><path d="M${size / 2} 0L${size} ${size / 2}M0 ${size / 2}L${size / 2} ${size}" stroke="${line}" stroke-width=".7" opacity=".55" transform="translate(0 ${size / 2})"/></pattern>`

/** A room with the throw draped over a sage armchair: the product's main picture. */
export const throwOnChair = (id: string) =>
  svg(
    '0 0 480 300',
    `<defs>${herringbone(`${id}w`, '#e8dcc8', '#d2bf9c')}
<linearGradient id="${id}wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe6da"/><stop offset="1" stop-color="#e2d5c3"/></linearGradient>
<linearGradient id="${id}floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b8916a"/><stop offset="1" stop-color="#8d6a4a"/></linearGradient>
<linearGradient id="${id}chair" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9aab94"/><stop offset="1" stop-color="#6f8469"/></linearGradient>
<radialGradient id="${id}light" cx=".2" cy=".1" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}fold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".18"/><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".14"/></linearGradient></defs>
<rect width="480" height="230" fill="url(#${id}wall)"/><rect y="228" width="480" height="72" fill="url(#${id}floor)"/>
<rect x="40" y="40" width="96" height="120" rx="3" fill="#f7f1e8" stroke="#c8b69c" stroke-width="5"/><path d="M52 140l24-40 18 26 14-18 20 32z" fill="#9aab94" opacity=".7"/><circle cx="110" cy="72" r="9" fill="#e0a15e" opacity=".8"/>
<ellipse cx="262" cy="262" rx="150" ry="14" fill="#5c4330" opacity=".35"/>
<rect x="148" y="150" width="230" height="80" rx="18" fill="url(#${id}chair)"/>
<path d="M160 92q0-34 40-36h126q40 2 40 36v70H160z" fill="url(#${id}chair)"/>
<rect x="126" y="128" width="56" height="108" rx="22" fill="#7f9479"/><rect x="344" y="128" width="56" height="108" rx="22" fill="#7f9479"/>
<rect x="160" y="230" width="10" height="26" rx="3" fill="#5c4330"/><rect x="356" y="230" width="10" height="26" rx="3" fill="#5c4330"/>
<path d="M226 60q46-12 94 0l4 96q-50 8-100 0z" fill="url(#${id}w)"/><path d="M226 60q46-12 94 0l4 96q-50 8-100 0z" fill="url(#${id}fold)"/>
<path d="M220 152q54 10 108 0l6 80q-60 10-120 0z" fill="url(#${id}w)"/><path d="M220 152q54 10 108 0" stroke="#b39d78" stroke-width="3" fill="none" opacity=".6"/>
<path d="M214 232q60 10 120 0" stroke="#c9b491" stroke-width="7" stroke-dasharray="2 3" fill="none"/>
<rect x="168" y="112" width="62" height="52" rx="12" fill="#c46b4e" transform="rotate(-10 199 138)"/><path d="M174 122l50 36M224 122l-50 36" stroke="#a9553b" stroke-width="2" transform="rotate(-10 199 138)"/>
<rect x="410" y="168" width="42" height="62" rx="4" fill="#d8c7ad"/><path d="M431 168c-20-40 8-70 0-96M431 168c14-36 30-40 24-74M431 168c-30-20-34-44-28-60" stroke="#7a8f6f" stroke-width="4" fill="none"/>
<rect width="480" height="300" fill="url(#${id}light)"/>`,
  )

/** The throw folded, close up, so the weave and the stitched edge show. */
export const throwFolded = (id: string) =>
  svg(
    '0 0 240 150',
    `<defs>${herringbone(`${id}w`, '#e8dcc8', '#cfba95', 8)}<linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3ece2"/><stop offset="1" stop-color="#dccbb4"/></linearGradient>
<linearGradient id="${id}sh" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient></defs>
<rect width="240" height="150" fill="url(#${id}bg)"/><ellipse cx="120" cy="128" rx="92" ry="9" fill="#8d6a4a" opacity=".3"/>
<rect x="40" y="86" width="160" height="38" rx="10" fill="url(#${id}w)"/><rect x="40" y="86" width="160" height="38" rx="10" fill="url(#${id}sh)"/>
<rect x="46" y="52" width="150" height="38" rx="10" fill="url(#${id}w)"/><rect x="46" y="52" width="150" height="38" rx="10" fill="url(#${id}sh)"/>
<path d="M54 58h134M48 118h144" stroke="#a88a5f" stroke-width="2" stroke-dasharray="3 3"/>
<rect x="150" y="40" width="30" height="20" rx="3" fill="#fff" stroke="#c8b69c"/><path d="M156 47h18M156 53h12" stroke="#b08968" stroke-width="2"/>`,
  )

/** The throw on a bed: the second view of the gallery. */
export const throwOnBed = (id: string) =>
  svg(
    '0 0 240 150',
    `<defs>${herringbone(`${id}w`, '#e8dcc8', '#cfba95', 8)}<linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfe5ea"/><stop offset="1" stop-color="#c9d1d8"/></linearGradient></defs>
<rect width="240" height="150" fill="url(#${id}bg)"/><rect x="18" y="30" width="204" height="40" rx="8" fill="#8b6b52"/>
<rect x="10" y="66" width="220" height="70" rx="8" fill="#f8f6f2"/><rect x="34" y="52" width="68" height="30" rx="10" fill="#fff" stroke="#e2ddd4"/><rect x="138" y="52" width="68" height="30" rx="10" fill="#fff" stroke="#e2ddd4"/>
<path d="M10 92q110-10 220 0v36q0 8-8 8H18q-8 0-8-8z" fill="url(#${id}w)"/><path d="M10 92q110-10 220 0" stroke="#a88a5f" stroke-width="2" stroke-dasharray="3 3" fill="none"/>
<rect x="0" y="136" width="240" height="14" fill="#a98465"/>`,
  )

/** A speckled stoneware vase with dried stems. */
export const vase = (id: string) =>
  svg(
    '0 0 200 150',
    `<defs><linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1ebe3"/><stop offset="1" stop-color="#e4d8c8"/></linearGradient>
<linearGradient id="${id}v" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#b9a58c"/><stop offset=".35" stop-color="#eadfcf"/><stop offset="1" stop-color="#a38d72"/></linearGradient></defs>
<rect width="200" height="150" fill="url(#${id}bg)"/><rect y="120" width="200" height="30" fill="#cdb89c"/>
<path d="M100 92C92 50 70 30 58 14M100 92c4-40 18-62 36-78M100 92c-2-46-4-62 2-84" stroke="#b28b5e" stroke-width="2.5" fill="none"/>
<g fill="#d9b98a"><ellipse cx="58" cy="16" rx="7" ry="12" transform="rotate(-30 58 16)"/><ellipse cx="136" cy="16" rx="7" ry="12" transform="rotate(35 136 16)"/><ellipse cx="102" cy="10" rx="6" ry="12"/></g>
<ellipse cx="100" cy="126" rx="38" ry="6" fill="#8d6a4a" opacity=".3"/>
<path d="M88 70h24q0 10 8 18 16 16 14 30-2 8-12 8H78q-10 0-12-8-2-14 14-30 8-8 8-18z" fill="url(#${id}v)"/>
<g fill="#8a7560" opacity=".55"><circle cx="84" cy="104" r="1.3"/><circle cx="96" cy="112" r="1"/><circle cx="112" cy="100" r="1.2"/><circle cx="118" cy="116" r="1"/><circle cx="90" cy="94" r="1"/><circle cx="106" cy="86" r="1"/></g>
<path d="M78 100q2-12 12-20" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".6" fill="none"/>`,
  )

/** A ceramic table lamp with a linen shade, lit. */
export const lamp = (id: string) =>
  svg(
    '0 0 200 150',
    `<defs><radialGradient id="${id}glow" cx=".5" cy=".35" r=".6"><stop offset="0" stop-color="#fff3d6"/><stop offset="1" stop-color="#e9ddcd"/></radialGradient>
<linearGradient id="${id}shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#efe3cf"/><stop offset=".5" stop-color="#fff8ea"/><stop offset="1" stop-color="#e4d3b8"/></linearGradient>
<linearGradient id="${id}base" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3d5a6c"/><stop offset=".4" stop-color="#6f8ea1"/><stop offset="1" stop-color="#2f4858"/></linearGradient></defs>
<rect width="200" height="150" fill="url(#${id}glow)"/><rect y="118" width="200" height="32" fill="#b08968"/><rect y="116" width="200" height="5" fill="#c9a57f"/>
<ellipse cx="100" cy="119" rx="34" ry="5" fill="#5c4330" opacity=".35"/>
<path d="M66 58l10-40h48l10 40z" fill="url(#${id}shade)"/><path d="M70 58h60" stroke="#d8c3a3" stroke-width="2"/>
<rect x="98" y="58" width="4" height="10" fill="#9a8a74"/>
<path d="M100 66c-18 0-24 14-22 26 2 14 10 22 10 26h24c0-4 8-12 10-26 2-12-4-26-22-26z" fill="url(#${id}base)"/>
<path d="M86 80q-4 10 0 22" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".45" fill="none"/>
<ellipse cx="100" cy="62" rx="40" ry="10" fill="#fff1c9" opacity=".5"/>`,
  )

/** A flat-woven rug seen from above at an angle, its border in terracotta. */
export const rug = (id: string) =>
  svg(
    '0 0 200 150',
    `<defs><pattern id="${id}p" width="14" height="14" patternUnits="userSpaceOnUse"><rect width="14" height="14" fill="#e7d6bb"/><path d="M0 7l7-7 7 7-7 7z" fill="none" stroke="#d6b08e" stroke-width="1.2"/></pattern></defs>
<rect width="200" height="150" fill="#c9a47c"/><path d="M0 0h200v150H0z" fill="#b8916a" opacity=".4"/>
<g stroke="#a67c55" stroke-width="1" opacity=".5"><path d="M0 30h200M0 62h200M0 94h200M0 126h200"/></g>
<path d="M30 26h140l18 104H12z" fill="#b6603f"/><path d="M38 34h124l14 88H24z" fill="url(#${id}p)"/>
<path d="M56 50h88l8 56H48z" fill="#7d8f6b" opacity=".85"/><path d="M70 62h60l4 32H66z" fill="#e7d6bb"/>
<g stroke="#efe2cb" stroke-width="2"><path d="M16 130v8M28 130v8M40 130v8M52 130v8M64 130v8M76 130v8M88 130v8M100 130v8M112 130v8M124 130v8M136 130v8M148 130v8M160 130v8M172 130v8M184 130v8"/></g>`,
  )

/** A pair of wool cushions, one striped, on a linen bench. */
export const cushions = (id: string) =>
  svg(
    '0 0 200 150',
    `<defs><pattern id="${id}s" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="#e9dcc6"/><rect width="10" height="4" fill="#3f5d6e"/></pattern>
<linearGradient id="${id}sh" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient></defs>
<rect width="200" height="150" fill="#ece4d8"/><rect x="0" y="96" width="200" height="54" rx="6" fill="#cdbda5"/><rect x="0" y="92" width="200" height="10" rx="4" fill="#d9cbb6"/>
<path d="M34 38q32-8 64 0 6 28 0 56-32 8-64 0-6-28 0-56z" fill="#c46b4e"/><path d="M34 38q32-8 64 0 6 28 0 56-32 8-64 0-6-28 0-56z" fill="url(#${id}sh)"/>
<path d="M92 44q36-9 72 0 6 30 0 60-36 9-72 0-6-30 0-60z" fill="url(#${id}s)"/><path d="M92 44q36-9 72 0 6 30 0 60-36 9-72 0-6-30 0-60z" fill="url(#${id}sh)"/>
<circle cx="66" cy="66" r="3" fill="#a9553b"/><circle cx="128" cy="74" r="3" fill="#2f4858"/>`,
  )

/**
 * A faceted oud oil bottle in clear glass: amber oil inside, a gold collar and cap, light caught
 * on its edges, on a dark wood shelf with oud chips beside it.
 */
export const oudBottle = (id: string) =>
  svg(
    '0 0 280 250',
    `<defs><radialGradient id="${id}bg" cx=".5" cy=".3" r=".8"><stop offset="0" stop-color="#8a5a32"/><stop offset=".6" stop-color="#4a2c16"/><stop offset="1" stop-color="#2b180b"/></radialGradient>
<linearGradient id="${id}glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".18" stop-color="#fff" stop-opacity=".06"/><stop offset=".8" stop-color="#fff" stop-opacity=".04"/><stop offset="1" stop-color="#fff" stop-opacity=".28"/></linearGradient>
<linearGradient id="${id}oil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f0b64a"/><stop offset=".55" stop-color="#b86a14"/><stop offset="1" stop-color="#7a3d0a"/></linearGradient>
<linearGradient id="${id}gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8a6a2a"/><stop offset=".3" stop-color="#f5dc8c"/><stop offset=".55" stop-color="#c9a14a"/><stop offset="1" stop-color="#6e5220"/></linearGradient>
<linearGradient id="${id}shelf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a3a22"/><stop offset="1" stop-color="#2e1b0d"/></linearGradient>
<radialGradient id="${id}spot" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#ffd98a" stop-opacity=".45"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient></defs>
<rect width="280" height="250" fill="url(#${id}bg)"/><ellipse cx="140" cy="110" rx="120" ry="90" fill="url(#${id}spot)"/>
<rect y="200" width="280" height="50" fill="url(#${id}shelf)"/><rect y="198" width="280" height="4" fill="#7a5234"/>
<ellipse cx="140" cy="204" rx="64" ry="7" fill="#000" opacity=".45"/><ellipse cx="140" cy="212" rx="40" ry="6" fill="#ffb347" opacity=".18"/>
<g fill="#3a2210" stroke="#6b4424" stroke-width="1"><path d="M30 196l18-10 14 8-12 6z"/><path d="M54 200l14-12 16 6-10 8z"/><path d="M222 194l20-8 10 10-16 4z"/></g>
<path d="M96 96l14-10h60l14 10v96q0 8-8 8H104q-8 0-8-8z" fill="#fff" opacity=".1" stroke="#fff" stroke-opacity=".45" stroke-width="1.5"/>
<path d="M102 122l10-6h56l10 6v68q0 5-5 5h-66q-5 0-5-5z" fill="url(#${id}oil)" opacity=".92"/>
<path d="M102 122l10-6h56l10 6" fill="none" stroke="#ffe2a0" stroke-width="1.5" opacity=".8"/>
<path d="M96 96l14-10h60l14 10v96q0 8-8 8H104q-8 0-8-8z" fill="url(#${id}glass)"/>
<path d="M120 96v96M160 96v96" stroke="#fff" stroke-opacity=".16" stroke-width="1.5"/>
<path d="M103 102v84" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".55"/><path d="M112 104v30" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".5"/>
<path d="M176 108v70" stroke="#fff" stroke-width="2.5" stroke-linecap="round" opacity=".35"/>
<rect x="122" y="74" width="36" height="14" rx="2" fill="url(#${id}gold)"/>
<path d="M118 74q0-30 22-44 22 14 22 44z" fill="url(#${id}gold)"/><path d="M128 68q2-20 12-30" stroke="#fff6d0" stroke-width="3" stroke-linecap="round" opacity=".7" fill="none"/>
<circle cx="140" cy="30" r="5" fill="url(#${id}gold)"/>
<rect x="118" y="142" width="44" height="30" rx="3" fill="#f6ead0" opacity=".92"/><path d="M126 152h28M130 160h20" stroke="#8a5a2b" stroke-width="2"/>`,
  )

/** A lawn suit's colours: the shirt's ground and print, the dupatta's, and its embroidery. */
export interface LawnColours {
  ground: string
  print: string
  leaf: string
  dupatta: string
  trim: string
}

/**
 * An unstitched lawn suit as the store shows it made up: the printed kameez on a hanger with its
 * dupatta over one shoulder and an embroidered neckline and hem. `motif` is the print: 'floral'
 * (printed flowers), 'chikan' (white-on-white embroidery) or 'jacquard' (a woven diamond).
 */
export const lawnSuit = (id: string, c: LawnColours, motif: 'floral' | 'chikan' | 'jacquard') => {
  const print =
    motif === 'floral'
      ? `<circle cx="7" cy="7" r="3.2" fill="${c.print}"/><circle cx="7" cy="7" r="1.2" fill="${c.trim}"/><ellipse cx="12" cy="4" rx="2.6" ry="1.2" fill="${c.leaf}" transform="rotate(-30 12 4)"/><circle cx="17" cy="16" r="2.2" fill="${c.print}" opacity=".8"/><ellipse cx="3" cy="15" rx="2.4" ry="1.1" fill="${c.leaf}" transform="rotate(40 3 15)"/>`
      : motif === 'chikan'
        ? `<path d="M7 3q4 4 0 8-4-4 0-8zM17 13q4 4 0 8-4-4 0-8z" fill="none" stroke="${c.print}" stroke-width="1"/><g fill="${c.print}"><circle cx="17" cy="5" r=".9"/><circle cx="7" cy="17" r=".9"/></g>`
        : `<path d="M10 1l9 9-9 9-9-9z" fill="none" stroke="${c.print}" stroke-width="1.4"/><path d="M10 6l4 4-4 4-4-4z" fill="${c.leaf}"/>`
  const shirt = 'M48 26q12 12 24 0l18 5 18 38-12 6-10-22 2 87H32l2-87-10 22-12-6 18-38z'
  return svg(
    '0 0 120 150',
    `<defs><pattern id="${id}p" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="20" height="20" fill="${c.ground}"/>${print}</pattern>
<linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6f1ea"/><stop offset="1" stop-color="#e9e0d4"/></linearGradient>
<linearGradient id="${id}f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset=".3" stop-color="#fff" stop-opacity=".12"/><stop offset=".7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient></defs>
<rect width="120" height="150" fill="url(#${id}bg)"/><ellipse cx="60" cy="146" rx="40" ry="3" fill="#8d6a4a" opacity=".18"/>
<path d="M60 22v-8q0-6 5-6t5 5" fill="none" stroke="#8a6a4a" stroke-width="2.2" stroke-linecap="round"/><path d="M30 31l30-11 30 11" fill="none" stroke="#a0805e" stroke-width="3" stroke-linecap="round"/>
<path d="${shirt}" fill="url(#${id}p)"/><path d="${shirt}" fill="url(#${id}f)"/>
<path d="M48 26q12 12 24 0" fill="none" stroke="${c.trim}" stroke-width="3"/><path d="M60 33v22" stroke="${c.trim}" stroke-width="2.4" stroke-dasharray="2 2"/>
<path d="M32.3 128h55.4" stroke="${c.trim}" stroke-width="5"/><path d="M32.3 131h55.4" stroke="${c.ground}" stroke-width="1" stroke-dasharray="2 2"/>
<path d="M19 71.5l6 3M101 71.5l-6 3" stroke="${c.trim}" stroke-width="3"/>
<path d="M76 28l16 4-40 112-14-4z" fill="${c.dupatta}" opacity=".88"/><path d="M76 28l-38 112" stroke="${c.trim}" stroke-width="1.6" opacity=".9"/><path d="M92 32l-40 112" stroke="${c.trim}" stroke-width="1.6" opacity=".9"/>
<path d="M38 140l14 4" stroke="${c.trim}" stroke-width="2" stroke-dasharray="1.5 1.5"/>`,
  )
}

/**
 * The Riyadh development's banner picture: its two towers at dusk, seen from the garden, with
 * palms and the low villas of the district around them. The towers stand at the left, clear of
 * the banner's right-to-left heading.
 */
export const towersAtDusk = (id: string) => {
  const tower = (x: number, top: number, width: number) =>
    `<rect x="${x}" y="${top}" width="${width}" height="${150 - top}" fill="#efdcc0"/><rect x="${x + width}" y="${top + 6}" width="${width * 0.32}" height="${144 - top}" fill="#c99d72"/><path d="M${x + width} ${top}l${width * 0.32} 6H${x + width}z" fill="#dcb98f"/>
<rect x="${x + 6}" y="${top + 10}" width="${width - 12}" height="${140 - top}" fill="url(#${id}w)"/><rect x="${x - 3}" y="${top - 4}" width="${width + 6}" height="5" rx="1" fill="#d9bf9a"/>`
  return svg(
    '0 0 900 150',
    `<defs><linearGradient id="${id}sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9a46a"/><stop offset=".7" stop-color="#f6c991"/><stop offset="1" stop-color="#f9dcb0"/></linearGradient>
<pattern id="${id}w" width="12" height="11" patternUnits="userSpaceOnUse"><rect width="12" height="11" fill="#e3cba8"/><rect x="2" y="2" width="8" height="6" fill="#6f5644"/><rect x="2" y="2" width="8" height="2" fill="#f4d7a2" opacity=".55"/><rect y="9" width="12" height="2" fill="#cfae85"/></pattern></defs>
<rect width="900" height="150" fill="url(#${id}sky)"/><circle cx="62" cy="64" r="40" fill="#fbe3b8" opacity=".45"/><circle cx="62" cy="64" r="20" fill="#fdf0d2"/>
<path d="M0 118q120-10 240-4t260 2 400-6v40H0z" fill="#d69a6a" opacity=".55"/>
${tower(120, 14, 74)}${tower(232, 34, 70)}
<g fill="#e7c7a0"><rect x="20" y="112" width="70" height="38"/><rect x="330" y="116" width="80" height="34"/><rect x="410" y="124" width="60" height="26"/></g><g fill="#c99d72"><rect x="30" y="120" width="10" height="8"/><rect x="54" y="120" width="10" height="8"/><rect x="344" y="124" width="10" height="8"/><rect x="370" y="124" width="10" height="8"/></g>
<g fill="#5e7b4c"><ellipse cx="110" cy="140" rx="34" ry="12"/><ellipse cx="214" cy="142" rx="30" ry="10"/><ellipse cx="316" cy="142" rx="26" ry="10"/></g>
${(
  [
    [96, 98],
    [214, 104],
    [322, 102],
  ] as const
)
  .map(
    ([x, y]) =>
      `<path d="M${x} 150q2-24 0-${150 - y}" stroke="#7a5634" stroke-width="3" fill="none"/><g fill="#4d6b3c"><path d="M${x} ${y}q-18-6-26 6 12-4 26-6z"/><path d="M${x} ${y}q18-6 26 6-12-4-26-6z"/><path d="M${x} ${y}q-10-14-22-12 12 2 22 12z"/><path d="M${x} ${y}q10-14 22-12-12 2-22 12z"/><path d="M${x} ${y}q-2-14 4-18-2 8-4 18z"/></g>`,
  )
  .join('')}`,
  )
}

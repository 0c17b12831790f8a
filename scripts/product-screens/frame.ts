// The scene every product screen is drawn in: a soft backdrop with one or more devices (laptop,
// tablet, phone), each showing a screen of the product as an HTML page of its own. Fonts come
// from the @fontsource packages in node_modules, inlined, so nothing is fetched from a network.
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const scene = { width: 1280, height: 800 } as const

/** A scene's size in CSS pixels: the portfolio's are all `scene`; the home hero's are closer crops. */
export interface SceneSize {
  width: number
  height: number
}

const fontFile = (pkg: string, file: string) => path.resolve('node_modules/@fontsource', pkg, 'files', file)
const face = (family: string, pkg: string, file: string, weight: number) =>
  `@font-face{font-family:'${family}';font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${readFileSync(fontFile(pkg, file)).toString('base64')}) format('woff2')}`

const fonts = [
  ...[400, 600, 700].map((w) => face('Inter', 'inter', `inter-latin-${w}-normal.woff2`, w)),
  ...[400, 600, 700].map((w) =>
    face('Plex Arabic', 'ibm-plex-sans-arabic', `ibm-plex-sans-arabic-arabic-${w}-normal.woff2`, w),
  ),
  ...[400, 700].map((w) => face('Nastaliq', 'noto-nastaliq-urdu', `noto-nastaliq-urdu-arabic-${w}-normal.woff2`, w)),
].join('\n')

/** The UI kit the screens share: plain, modern product styling, mirrored by dir="rtl". */
const kit = `
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:Inter,sans-serif;color:#0f172a;-webkit-font-smoothing:antialiased}
.screen{position:absolute;inset:0;overflow:hidden;background:#fff;font-size:13px;line-height:1.45}
.screen[lang=ar]{font-family:Inter,'Plex Arabic',sans-serif}
.screen[lang=ur]{font-family:Inter,Nastaliq,serif;line-height:2.1}
.row{display:flex;align-items:center;gap:8px}.col{display:flex;flex-direction:column;gap:8px}
.grow{flex:1}.between{justify-content:space-between}.muted{color:#64748b}.small{font-size:11px}
.b{font-weight:700}.sb{font-weight:600}.num{font-variant-numeric:tabular-nums;direction:ltr;unicode-bidi:isolate}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:12px}
.btn{display:inline-flex;align-items:center;justify-content:center;border-radius:8px;padding:9px 14px;font-weight:600;background:#1e3a8a;color:#fff}
.btn.alt{background:#fff;color:#1e3a8a;border:1px solid #cbd5e1}
.pill{display:inline-block;border-radius:999px;padding:2px 9px;font-size:11px;font-weight:600;background:#e0e7ff;color:#3730a3}
.pill.ok{background:#dcfce7;color:#166534}.pill.warn{background:#fef3c7;color:#92400e}.pill.bad{background:#fee2e2;color:#991b1b}
.input{border:1px solid #cbd5e1;border-radius:8px;padding:8px 10px;color:#334155;background:#fff}
table{border-collapse:collapse;width:100%}th{font-size:11px;color:#64748b;font-weight:600;text-align:start;padding:7px 8px;border-bottom:1px solid #e2e8f0}
td{padding:8px;border-bottom:1px solid #f1f5f9;text-align:start}
.bar{height:8px;border-radius:4px;background:#e2e8f0;overflow:hidden}.bar>i{display:block;height:100%;background:var(--c,#1e3a8a)}
`

const frames = (size: SceneSize) => `
.scene{position:relative;width:${size.width}px;height:${size.height}px;overflow:hidden;background:radial-gradient(circle at 80% 10%,#dbe4ff,transparent 55%),linear-gradient(160deg,#eef2f9,#f8fafc 60%,#e7ecf5)}
.device{position:absolute}
.laptop .lid{position:absolute;inset:0 0 22px 0;background:#1f2937;border-radius:18px 18px 4px 4px;padding:18px 18px 22px;box-shadow:0 30px 60px rgba(15,23,42,.28)}
.laptop .display{position:relative;width:100%;height:100%;border-radius:4px;overflow:hidden;background:#fff}
.laptop .base{position:absolute;left:-60px;right:-60px;bottom:0;height:24px;background:linear-gradient(#d1d5db,#9ca3af);border-radius:0 0 18px 18px}
.laptop .base::after{content:'';position:absolute;left:50%;top:0;width:140px;height:8px;margin-left:-70px;background:#9ca3af;border-radius:0 0 8px 8px}
.tablet{background:#111827;border-radius:28px;padding:20px;box-shadow:0 30px 60px rgba(15,23,42,.28)}
.tablet .display{position:relative;width:100%;height:100%;border-radius:10px;overflow:hidden;background:#fff}
.phone{background:#0b1220;border-radius:44px;padding:12px;box-shadow:0 30px 60px rgba(15,23,42,.32)}
.phone .display{position:relative;width:100%;height:100%;border-radius:34px;overflow:hidden;background:#fff}
.phone .display::before{content:'';position:absolute;z-index:5;top:9px;left:50%;width:90px;height:24px;margin-left:-45px;border-radius:14px;background:#0b1220}
.phone .screen{padding-top:40px}
.status{position:absolute;top:12px;left:22px;right:22px;display:flex;justify-content:space-between;font:600 12px Inter;color:#0f172a;z-index:4;direction:ltr}
`

export interface Device {
  kind: 'laptop' | 'tablet' | 'phone'
  /** Position and outer size in the scene, in CSS pixels. */
  left: number
  top: number
  width: number
  height: number
  /** The screen: a <div class="screen" lang dir> with the product's UI. */
  html: string
}

function device({ kind, left, top, width, height, html }: Device): string {
  const box = `left:${left}px;top:${top}px;width:${width}px;height:${height}px`
  if (kind === 'laptop') {
    return `<div class="device laptop" style="${box}"><div class="lid"><div class="display">${html}</div></div><div class="base"></div></div>`
  }
  const status = kind === 'phone' ? '<div class="status"><span>9:41</span><span>5G ▮▮▮</span></div>' : ''
  return `<div class="device ${kind}" style="${box}"><div class="display">${status}${html}</div></div>`
}

/** A whole HTML document: the scene with its devices, drawn in that order (later ones on top). */
export function sceneDocument(devices: readonly Device[], extraCss = '', size: SceneSize = scene): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${fonts}${kit}${frames(size)}${extraCss}</style></head><body><div class="scene">${devices.map(device).join('')}</div></body></html>`
}

// The featured storefront's phone crops: the same product page of each market's storefront
// (featuredStore.ts) as the store lays it out on a phone, in a phone. On a 390 px phone the
// laptop scene shrinks the price, the stock badges and the payment line to 3-5 px (the reviewer,
// round 5); this portrait scene is drawn at phoneCropScene's size, about 358 px wide on such a
// phone, and its text at 12 px and up, so the smallest stays about 10.7 px on screen.
//
// It shows the product panel, the part that proves the platform: the product's name, its price,
// stock online and in each shop, "Add to basket" and the market's ways to pay. The gallery and
// "Goes well with" stay on the laptop's screen. No crop cuts through a word or a card: the phone
// is whole, its page ends under the payment line.
import { phoneCropScene } from '#config/portfolioProjects.ts'
import { throwOnChair } from './drawings.ts'
import { type Storefront, storefronts } from './featuredStore.ts'
import type { Device } from './frame.ts'

/** The product page on a phone: the shop's bar, a strip of the main picture, then the panel. */
export function storefrontOnPhone(s: Storefront): string {
  const dir = s.lang === 'en' ? 'ltr' : 'rtl'
  // Nastaliq's lines are taller: the Urdu page packs its lines and its picture closer.
  const tall = s.lang === 'ur'
  return `<div class="screen" lang="${s.lang}" dir="${dir}" style="background:#fff;font-size:14px;${s.style ?? ''}">
<div class="row between" style="padding:${tall ? '0' : '4px'} 16px ${tall ? '2px' : '8px'};border-bottom:1px solid #eee"><span dir="ltr" style="font:700 17px Inter;letter-spacing:.4px;color:#3f2e22">Hearth <span style="color:#b08968">&amp;</span> Loom</span><span class="b small">${s.basket}</span></div>
<div style="height:${tall ? 100 : 104}px;margin:10px 16px 0;border-radius:10px;overflow:hidden">${throwOnChair('pa')}</div>
<div class="col" style="gap:${tall ? 6 : 7}px;padding:10px 16px 0">
<div class="muted small">${s.crumb}</div>
<div class="b" style="font-size:20px;line-height:${tall ? 1.9 : 1.25}">${s.title}</div>
<div class="row"><span class="b" style="font-size:20px">${s.price}</span><span class="small" style="color:#b7791f">★★★★★</span><span class="muted small">${s.rating}</span></div>
<div class="card small col" style="gap:${tall ? 2 : 4}px;padding:${tall ? '4px 12px' : '8px 12px'}">${s.stock.map(({ place, state, kind }) => `<div class="row between"><span>${place}</span><span class="pill ${kind}">${state}</span></div>`).join('')}<div class="muted">${s.stockNote}</div></div>
<div class="row"><span class="btn grow" style="background:#3f2e22;padding:${tall ? '4px 12px' : '9px 12px'}">${s.add}</span><span class="btn alt" style="color:#3f2e22;padding:${tall ? '4px 12px' : '9px 12px'}">${s.collect}</span></div>
<div class="row small muted" style="flex-wrap:wrap;gap:${tall ? '0 14px' : '2px 14px'}">${s.payments.map((item) => `<span style="white-space:nowrap">${item}</span>`).join('')}</div>
</div></div>`
}

/** The phone, whole, in the middle of the scene. */
const device = (html: string): Device => ({ kind: 'phone', left: 30, top: 16, width: 340, height: 528, html })

/** A phone's UI is set larger than the laptop's: its small print is 12 px, not 11. */
const css = '.phone .screen .small,.phone .screen .pill{font-size:12px}'

/** The scenes as render.ts draws them: `<laptop screen's name>-phone`, one per language. */
export const featuredPhoneScenes = [
  { name: 'featured-store-phone', size: phoneCropScene, devices: [device(storefrontOnPhone(storefronts.en))], css },
  { name: 'featured-store-ar-phone', size: phoneCropScene, devices: [device(storefrontOnPhone(storefronts.ar))], css },
  { name: 'featured-store-ur-phone', size: phoneCropScene, devices: [device(storefrontOnPhone(storefronts.ur))], css },
]

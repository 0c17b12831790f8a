// The home hero's screens: closer crops of three portfolio scenes (screens.ts), drawn so that
// their text can be read where the hero shows them. Beside the hero text on a wide screen the
// picture is about 520 px wide, and on a phone about 360 px: a whole 1280 px scene shrinks its
// 13 px text to 5 px there, so these scenes are smaller (their text stays 9-12 px on screen).
// `<name>-wide` is the two-column hero's picture, `<name>-phone` the phone's, a portrait crop.
//
// No crop cuts through a word or a card (the English reviewer, round 4: "Calm, unhurried dental
// ca…" read as a layout bug). Each picture either fits its devices whole, ends a device in a gap
// between its columns, or fades it into the backdrop where it must run off the edge; a device in
// front covers another only from a gap between that one's columns. The phone's crop shows one
// device, never scraps of a second one around it.
import { heroScreenShapes } from '../../pages/index/heroScreens.ts'
import type { Device, SceneSize } from './frame.ts'
import { clinicDesktop, clinicPhone, perfumeCheckout, perfumeProduct, restaurantPos } from './screens.ts'

/** Where a device runs off the picture: from `from` to `until` (scene pixels, measured from the
 * left or the top) the backdrop is drawn again over it, transparent to opaque towards `edge`
 * (at the left edge, opaque at `from` and transparent at `until`). */
export interface Fade {
  edge: 'left' | 'right' | 'bottom'
  from: number
  until: number
}

export interface HeroScene {
  name: string
  size: SceneSize
  devices: Device[]
  /** The edges where a device fades into the backdrop rather than being cut. */
  fades?: Fade[]
  /** The devices from this one on (1-based) stand in front of the fades: a device behind them
   * fades out where they hide it. */
  frontFrom?: number
  /** CSS that lays this crop's screens out anew (a hero crop shows less of a screen). */
  layout?: string
}

/** The wide and phone crops' sizes: the hero reserves its boxes with the same ratios. */
const heroSceneSizes = heroScreenShapes

const phone = (html: string, at: Omit<Device, 'kind' | 'html'>): Device => ({ kind: 'phone', html, ...at })

/**
 * The scene's own CSS for render.ts: its layout, and for its fades the scene's backdrop
 * (`background: inherit`) drawn again over the devices through a mask that is opaque only
 * towards those edges, so a device's frame, screen and shadow fade out together.
 */
export function heroSceneCss({ fades = [], frontFrom, layout = '' }: HeroScene): string {
  if (fades.length === 0) return layout
  const masks = fades
    .map(({ edge, from, until }) =>
      edge === 'left'
        ? `linear-gradient(to right, #000 ${from}px, transparent ${until}px)`
        : `linear-gradient(to ${edge}, transparent ${from}px, #000 ${until}px)`,
    )
    .join(',')
  const front = frontFrom === undefined ? '' : `.scene>.device:nth-child(n+${frontFrom}){z-index:2}`
  return `.scene::after{content:'';position:absolute;inset:0;z-index:1;background:inherit;-webkit-mask-image:${masks};mask-image:${masks}}${front}${layout}`
}

// The till's order column first (at the right of a right-to-left screen), its rule on its other side.
const orderFirst =
  '.tablet .screen{direction:ltr}.tablet .screen>div{direction:rtl}.tablet .screen>div:last-child{border-inline-start:0;border-inline-end:1px solid #e2e8f0}'

// The oud store's phones are taller than the picture: they rise from its bottom edge and fade
// there, under the product's sizes and below the order's total.
const phonesRise: Fade[] = [{ edge: 'bottom', from: 540, until: 598 }]

const scenes: HeroScene[] = [
  {
    // The Dubai oud store, read from the right as its Arabic customers read it: the product
    // page, then the checkout.
    name: 'hero-perfume-store-wide',
    size: heroSceneSizes.wide,
    devices: [
      phone(perfumeProduct, { left: 370, top: 20, width: 310, height: 660 }),
      phone(perfumeCheckout, { left: 40, top: 20, width: 310, height: 660 }),
    ],
    fades: phonesRise,
  },
  {
    // On a phone, the product page alone.
    name: 'hero-perfume-store-phone',
    size: heroSceneSizes.phone,
    devices: [phone(perfumeProduct, { left: 85, top: 20, width: 310, height: 660 })],
    fades: phonesRise,
  },
  {
    // The Lahore restaurant till, for an Urdu page, where the picture stands left of the text:
    // the open order with its rupee total at the tablet's right, beside the menu's heading and two
    // columns of its dishes, the tablet running off and fading at the picture's left, the page's
    // outer edge. Faded on the right, it looked cut by the Urdu heading (Urdu reviewer, round 8).
    // The order is the screen's first column here, as a right-to-left till may set it.
    name: 'hero-restaurant-pos-wide',
    size: heroSceneSizes.wide,
    // The dishes' pictures are drawn lower here (cropped top and bottom, dish whole), so that
    // three rows of the menu and the order's buttons fit the shorter tablet.
    devices: [{ kind: 'tablet', left: -340, top: 12, width: 1040, height: 576, html: restaurantPos }],
    fades: [{ edge: 'left', from: 0, until: 19 }],
    layout: `${orderFirst}.tablet .photo{height:70px!important}`,
  },
  {
    // On a phone, the open order alone: the menu beside it is left blank, and the tablet fades
    // out past the order's edge.
    name: 'hero-restaurant-pos-phone',
    size: heroSceneSizes.phone,
    devices: [{ kind: 'tablet', left: -616, top: 30, width: 1040, height: 540, html: restaurantPos }],
    fades: [{ edge: 'left', from: 10, until: 68 }],
    // The hidden menu's pictures are left out too: their height would push the order's buttons
    // off the screen.
    layout: `${orderFirst}.tablet .screen>div:first-child{visibility:hidden}.tablet .photo{display:none}`,
  },
  {
    // The London dental clinic: the laptop's welcome and its first two prices, and the phone's
    // booking form in front. The laptop's two columns are drawn equal here, so that the gap
    // between them lines up with the gap between the second and third price cards: the phone
    // stands in that gap and hides the calendar, the nav links and the other prices whole, and
    // the laptop fades out behind it. Its "What to expect" note is left out, so that the
    // booking form fits the phone down to its button.
    name: 'hero-clinic-site-wide',
    size: heroSceneSizes.wide,
    devices: [
      { kind: 'laptop', left: 12, top: 24, width: 876, height: 560, html: clinicDesktop },
      phone(clinicPhone, { left: 450, top: 12, width: 260, height: 576 }),
    ],
    fades: [{ edge: 'right', from: 680, until: 706 }],
    frontFrom: 2,
    layout: `.laptop .base{left:-10px;right:-10px}.laptop .base::after{display:none}
.laptop .screen>div:nth-child(2){grid-template-columns:1fr 1fr!important}
.phone .screen .card.small{display:none}`,
  },
  {
    // On a phone, the phone's booking form alone, whole.
    name: 'hero-clinic-site-phone',
    size: heroSceneSizes.phone,
    devices: [phone(clinicPhone, { left: 95, top: 12, width: 290, height: 576 })],
  },
]

/** The scenes as render.ts draws them, each with its own CSS. */
export const heroScenes = scenes.map((scene) => ({ ...scene, css: heroSceneCss(scene) }))

// The home hero's screens: closer crops of three portfolio scenes (screens.ts), drawn so that
// their text can be read where the hero shows them. Beside the hero text on a wide screen the
// picture is about 520 px wide, and on a phone about 360 px: a whole 1280 px scene shrinks its
// 13 px text to 5 px there, so these scenes are smaller (their text stays 9-12 px on screen).
// `<name>-wide` is the two-column hero's picture, `<name>-phone` the phone's, a portrait crop.
import { heroScreenShapes } from '../../pages/index/heroScreens.ts'
import type { Device, SceneSize } from './frame.ts'
import { clinicDesktop, clinicPhone, perfumeCheckout, perfumeProduct, restaurantPos } from './screens.ts'

export interface HeroScene {
  name: string
  size: SceneSize
  devices: Device[]
}

/** The wide and phone crops' sizes: the hero reserves its boxes with the same ratios. */
const heroSceneSizes = heroScreenShapes

const phone = (html: string, at: Omit<Device, 'kind' | 'html'>): Device => ({ kind: 'phone', html, ...at })

export const heroScenes: HeroScene[] = [
  {
    // The Dubai oud store, read from the right as its Arabic customers read it: the product
    // page, then the checkout. On a phone, the checkout in front and the product page behind it.
    name: 'hero-perfume-store-wide',
    size: heroSceneSizes.wide,
    devices: [
      phone(perfumeProduct, { left: 370, top: 24, width: 310, height: 660 }),
      phone(perfumeCheckout, { left: 40, top: 24, width: 310, height: 660 }),
    ],
  },
  {
    name: 'hero-perfume-store-phone',
    size: heroSceneSizes.phone,
    devices: [
      phone(perfumeProduct, { left: -150, top: 60, width: 310, height: 660 }),
      phone(perfumeCheckout, { left: 150, top: 20, width: 310, height: 660 }),
    ],
  },
  {
    // The Lahore restaurant till: the open order with its rupee total, beside part of the menu.
    name: 'hero-restaurant-pos-wide',
    size: heroSceneSizes.wide,
    devices: [{ kind: 'tablet', left: 28, top: 28, width: 1040, height: 600, html: restaurantPos }],
  },
  {
    name: 'hero-restaurant-pos-phone',
    size: heroSceneSizes.phone,
    devices: [{ kind: 'tablet', left: 24, top: 28, width: 1040, height: 600, html: restaurantPos }],
  },
  {
    // The London dental clinic: the laptop's booking calendar, and the phone's booking form.
    name: 'hero-clinic-site-wide',
    size: heroSceneSizes.wide,
    devices: [
      { kind: 'laptop', left: 24, top: 30, width: 920, height: 540, html: clinicDesktop },
      phone(clinicPhone, { left: 440, top: 150, width: 260, height: 520 }),
    ],
  },
  {
    name: 'hero-clinic-site-phone',
    size: heroSceneSizes.phone,
    devices: [
      { kind: 'laptop', left: -420, top: 30, width: 920, height: 540, html: clinicDesktop },
      phone(clinicPhone, { left: 110, top: 40, width: 300, height: 610 }),
    ],
  },
]

// The featured project: Hearth & Loom, one homeware brand whose one platform runs a storefront
// for each of its markets. The three screens are the same product page of the same brand, as its
// UK storefront (English, pounds, the York and Harrogate shops), its UAE storefront (Arabic,
// dirhams, the Dubai Mall and Abu Dhabi branches) and its Pakistan storefront (Urdu, rupees, two
// Lahore shops): one layout, mirrored for right to left. The texts say so (home:featured.text).
import { cushions, lamp, rug, throwFolded, throwOnBed, throwOnChair, vase } from './drawings.ts'

const n = (value: string) => `<span class="num">${value}</span>`

/** One market's storefront: its words, prices, shops and ways to pay (drawn by storefront() on a
 * laptop, and by featuredPhone.ts on a phone). */
export interface Storefront {
  lang: 'en' | 'ar' | 'ur'
  /** Extra styles of the screen (the Urdu one needs Nastaliq's taller lines). */
  style?: string
  nav: readonly string[]
  search: string
  basket: string
  promo: string
  crumb: string
  title: string
  price: string
  rating: string
  description: string
  colours: readonly [string, string, string]
  stock: readonly { place: string; state: string; kind: 'ok' | 'warn' }[]
  stockNote: string
  add: string
  collect: string
  payments: readonly string[]
  related: string
  products: readonly { name: string; price: string }[]
  review: string
}

const relatedDrawings = [vase, lamp, rug, cushions]

function storefront(s: Storefront): string {
  const dir = s.lang === 'en' ? 'ltr' : 'rtl'
  const tall = s.lang === 'ur'
  return `<div class="screen" lang="${s.lang}" dir="${dir}" style="background:#fff;${s.style ?? ''}">
<div style="background:#3f2e22;color:#f3e9dc;text-align:center;font-size:11px;padding:${tall ? '1px' : '4px'} 12px">${s.promo}</div>
<div class="row between" style="padding:${tall ? '4px' : '10px'} 26px;border-bottom:1px solid #eee"><span dir="ltr" style="font:700 19px Inter;letter-spacing:.5px;color:#3f2e22">Hearth <span style="color:#b08968">&amp;</span> Loom</span><span class="row small" style="gap:16px">${s.nav.map((item) => `<span>${item}</span>`).join('')}<span class="input" style="width:170px;padding:${tall ? '0 10px' : '6px 10px'}">${s.search}</span><span class="b">${s.basket}</span></span></div>
<div style="display:grid;grid-template-columns:1.05fr 1fr;gap:24px;padding:${tall ? '14px' : '18px'} 26px 0">
<div style="display:grid;grid-template-columns:1fr 1fr;gap:8px"><div style="grid-column:span 2;height:${tall ? 232 : 236}px;border-radius:10px;overflow:hidden">${throwOnChair('fa')}</div><div style="height:96px;border-radius:8px;overflow:hidden">${throwFolded('fb')}</div><div style="height:96px;border-radius:8px;overflow:hidden">${throwOnBed('fc')}</div></div>
<div class="col" style="gap:${tall ? 4 : 8}px"><div class="muted small">${s.crumb}</div><div class="b" style="font-size:${tall ? 21 : 24}px;line-height:${tall ? 1.9 : 1.2}">${s.title}</div>
<div class="row"><span class="b" style="font-size:21px">${s.price}</span><span class="small" style="color:#b7791f">★★★★★</span><span class="muted small">${s.rating}</span></div>
<div class="muted">${s.description}</div>
<div class="row" style="gap:8px"><span class="pill" style="background:#7f5539;color:#fff">${s.colours[0]}</span><span class="pill" style="background:#f1ece6;color:#3f2e22">${s.colours[1]}</span><span class="pill" style="background:#f1ece6;color:#3f2e22">${s.colours[2]}</span></div>
<div class="card small col" style="gap:${tall ? 0 : 3}px;padding:${tall ? '4px 12px' : '10px 12px'}">${s.stock.map(({ place, state, kind }) => `<div class="row between"><span>${place}</span><span class="pill ${kind}">${state}</span></div>`).join('')}<div class="muted">${s.stockNote}</div></div>
<div class="row"><span class="btn grow" style="background:#3f2e22;padding:${tall ? '2px 14px' : '9px 14px'}">${s.add}</span><span class="btn alt" style="color:#3f2e22;padding:${tall ? '2px 14px' : '9px 14px'}">${s.collect}</span></div>
<div class="row small muted" style="gap:14px">${s.payments.map((item) => `<span>${item}</span>`).join('')}</div></div></div>
<div class="row between" style="padding:${tall ? '8px' : '16px'} 26px ${tall ? '2px' : '6px'}"><span class="b" style="font-size:14px">${s.related}</span><span class="small" style="color:#b7791f">★★★★★ <span class="muted">${s.review}</span></span></div>
<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:12px;padding:0 26px">${s.products
    .map(
      ({ name, price }, index) =>
        `<div><div style="height:112px;border-radius:8px;overflow:hidden">${relatedDrawings[index]?.(`fr${index}`) ?? ''}</div><div class="row between small" style="margin-top:${tall ? 0 : 5}px"><span class="sb">${name}</span><span class="b">${price}</span></div></div>`,
    )
    .join('')}</div></div>`
}

const en: Storefront = {
  lang: 'en',
  nav: ['Living', 'Kitchen', 'Bedroom', 'Gifts'],
  search: 'Search',
  basket: 'Basket (2)',
  promo: 'Free UK delivery over £50 · Click &amp; collect in York and Harrogate',
  crumb: 'Living · Throws',
  title: 'Herringbone wool throw',
  price: '£68.00',
  rating: '4.8 (214 reviews)',
  description: 'Woven in Lancashire from British wool. 130 × 180 cm, with a blanket-stitched edge.',
  colours: ['Oat', 'Slate', 'Moss'],
  stock: [
    { place: 'Online', state: 'In stock', kind: 'ok' },
    { place: 'York shop', state: '4 left', kind: 'ok' },
    { place: 'Harrogate shop', state: '1 left', kind: 'warn' },
  ],
  stockNote: 'Stock updates live from the shops’ tills',
  add: 'Add to basket',
  collect: 'Click &amp; collect',
  payments: ['Pay in 3 with Klarna', 'Apple Pay', 'Free returns for 30 days'],
  related: 'Goes well with',
  products: [
    { name: 'Stoneware vase', price: '£34' },
    { name: 'Linen table lamp', price: '£89' },
    { name: 'Jute rug, 160 × 230', price: '£145' },
    { name: 'Wool cushions, pair', price: '£42' },
  ],
  review: '“Thick, soft and the colour is exactly as shown.”',
}

const ar: Storefront = {
  lang: 'ar',
  nav: ['المعيشة', 'المطبخ', 'غرف النوم', 'الهدايا'],
  search: 'ابحث في المتجر',
  basket: `السلة (${n('2')})`,
  promo: `توصيل مجاني داخل الإمارات للطلبات فوق ${n('200')} د.إ · استلام من فرعَي دبي مول وأبوظبي`,
  crumb: 'المعيشة · البطانيات',
  title: 'بطانية صوف بنقشة متعرّجة',
  price: `${n('325')} د.إ`,
  rating: `${n('4.8')} (${n('214')} تقييمًا)`,
  description: `منسوجة في لانكشاير من الصوف البريطاني، بمقاس ${n('130 × 180')} سم.`,
  colours: ['بيج', 'رمادي', 'زيتوني'],
  stock: [
    { place: 'المتجر الإلكتروني', state: 'متوفر', kind: 'ok' },
    { place: 'فرع دبي مول', state: `متبقٍ ${n('4')}`, kind: 'ok' },
    { place: 'فرع أبوظبي', state: 'قطعة واحدة', kind: 'warn' },
  ],
  stockNote: 'المخزون يتحدّث مباشرة من أجهزة البيع في الفروع',
  add: 'أضف إلى السلة',
  collect: 'استلام من الفرع',
  payments: [`قسّطها على ${n('4')} دفعات مع Tabby`, 'Apple Pay', 'الدفع عند الاستلام'],
  related: 'يُكمل المجموعة',
  products: [
    { name: 'مزهرية خزفية', price: `${n('159')} د.إ` },
    { name: 'مصباح طاولة من الكتان', price: `${n('419')} د.إ` },
    { name: `سجادة جوت ${n('160 × 230')}`, price: `${n('689')} د.إ` },
    { name: 'وسادتان من الصوف', price: `${n('199')} د.إ` },
  ],
  review: '«سميكة وناعمة، ولونها كما في الصورة تمامًا.»',
}

const ur: Storefront = {
  lang: 'ur',
  style: 'line-height:1.85',
  nav: ['بیٹھک', 'کچن', 'بیڈروم', 'تحائف'],
  search: 'تلاش کریں',
  basket: `کارٹ (${n('2')})`,
  promo: `${n('Rs 10,000')} سے زائد کے آرڈر پر پاکستان بھر میں مفت ڈیلیوری · لاہور کی دونوں دکانوں سے وصولی`,
  crumb: 'بیٹھک · کمبل',
  title: 'اونی کمبل، ہیرنگ بون بُنائی',
  price: n('Rs 23,500'),
  rating: `${n('4.8')} (${n('214')} ریویوز)`,
  description: `لنکاشائر میں برطانوی اون سے بُنا ہوا، ${n('130 × 180')} سینٹی میٹر۔`,
  colours: ['بادامی', 'سلیٹی', 'سبز'],
  stock: [
    { place: 'آن لائن اسٹور', state: 'دستیاب', kind: 'ok' },
    { place: 'ڈی ایچ اے شاپ، لاہور', state: `${n('4')} باقی`, kind: 'ok' },
    { place: 'گلبرگ شاپ، لاہور', state: 'صرف ایک', kind: 'warn' },
  ],
  stockNote: 'اسٹاک دکانوں کے کاؤنٹر سے فوراً اپ ڈیٹ ہوتا ہے',
  add: 'کارٹ میں شامل کریں',
  collect: 'دکان سے لیں',
  payments: ['کیش آن ڈیلیوری', 'JazzCash · Easypaisa', 'کارڈ'],
  related: 'اس کے ساتھ سجائیں',
  products: [
    { name: 'سیرامک گلدان', price: n('Rs 11,500') },
    { name: 'لینن شیڈ والا لیمپ', price: n('Rs 29,900') },
    { name: 'جیوٹ کا قالین', price: n('Rs 48,000') },
    { name: 'اونی کشن، جوڑا', price: n('Rs 14,500') },
  ],
  review: '«موٹا، نرم، اور رنگ بالکل تصویر جیسا۔»',
}

/** Each market's storefront, by the language it is written in. */
export const storefronts = { en, ar, ur } as const

export const featuredStore = storefront(en)
export const featuredStoreAr = storefront(ar)
export const featuredStoreUr = storefront(ur)

// ToolHarbor's screens for the products page's 'See It in Action': Merge PDF, the QR Code Generator
// and the JSON Formatter, each in a browser window whose address bar shows the tool's page, in
// English, Arabic and Urdu (right to left, the browser's toolbar mirrored with it; addresses and
// code stay left to right). The files, the order and the business names are plausible sample data.
// The page shows them about 300 to 370 px wide, so the scene is a small one (640 x 400), its text
// drawn large enough to stay legible there.
import { toolsHost } from '#config/products.ts'
import { allTools } from '#config/toolCatalogue.ts'
import { type ShowcaseId, screenshots, showcaseScreen } from '#features/products/screenshots.ts'
import { type Locale, locales } from '#i18n/locales.ts'
import type { Device, SceneSize } from './frame.ts'
import { qrMatrix, qrSvg } from './qr.ts'

export const toolScene: SceneSize = { width: 640, height: 400 }

const teal = '#0b6e63'
const n = (value: string) => `<span class="num">${value}</span>`

// --- Icons: inline SVG, as the fonts hold no arrows or ticks -------------------------------------
const svg = (path: string, extra = '') =>
  `<svg viewBox="0 0 24 24" aria-hidden="true" ${extra}><path fill="currentColor" d="${path}"/></svg>`
const icon = {
  back: svg('M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2z', 'class="flip"'),
  forward: svg('M4 11h12.17l-5.59-5.59L12 4l8 8-8 8-1.41-1.41L16.17 13H4v-2z', 'class="flip"'),
  reload: svg(
    'M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.73 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4l-2.35 2.35z',
  ),
  lock: svg(
    'M18 8h-1V6A5 5 0 0 0 7 6v2H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2zm-6 9a2 2 0 1 1 0-4 2 2 0 0 1 0 4zm3.1-9H8.9V6a3.1 3.1 0 0 1 6.2 0v2z',
  ),
  more: svg('M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4z'),
  globe:
    '<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3.2 3.6 3.2 14.4 0 18M12 3c-3.2 3.6-3.2 14.4 0 18"/></svg>',
  chevron: svg('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z'),
  add: svg('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2z'),
  close: svg('M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z'),
  download: svg('M5 20h14v-2H5v2zM19 9h-4V3H9v6H5l7 7 7-7z'),
  check: svg('M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z'),
  checkCircle: svg('M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z'),
  arrow: svg('M4 11h12.17l-5.59-5.59L12 4l8 8-8 8-1.41-1.41L16.17 13H4v-2z', 'class="flip"'),
  copy: svg(
    'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z',
  ),
  link: svg(
    'M3.9 12A3.1 3.1 0 0 1 7 8.9h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12zM8 13h8v-2H8v2zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10z',
  ),
  grip: '<svg viewBox="0 0 10 16" aria-hidden="true" fill="currentColor"><circle cx="2.5" cy="3" r="1.5"/><circle cx="7.5" cy="3" r="1.5"/><circle cx="2.5" cy="8" r="1.5"/><circle cx="7.5" cy="8" r="1.5"/><circle cx="2.5" cy="13" r="1.5"/><circle cx="7.5" cy="13" r="1.5"/></svg>',
  pdf: '<svg viewBox="0 0 24 28" aria-hidden="true"><path d="M3.5 1h11l6 6v18.5a1.5 1.5 0 0 1-1.5 1.5H3.5A1.5 1.5 0 0 1 2 25.5v-23A1.5 1.5 0 0 1 3.5 1z" fill="#fff" stroke="#cbd5e1"/><path d="M14.5 1v6h6" fill="#f1f5f9" stroke="#cbd5e1"/><rect x="0" y="14" width="17" height="8.5" rx="2" fill="#dc2626"/><text x="8.5" y="20.4" font-family="Inter" font-size="6.2" font-weight="700" fill="#fff" text-anchor="middle">PDF</text></svg>',
}

// ToolHarbor's mark: an anchor in a teal tile (the harbour), as on its own site.
const logo = `<span class="logo" dir="ltr"><svg viewBox="0 0 36 36" aria-hidden="true"><rect width="36" height="36" rx="9" fill="${teal}"/><g fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"><circle cx="18" cy="10" r="3.5"/><path d="M18 14v15M11 19h14M8 23a10 10 0 0 0 20 0"/></g></svg>ToolHarbor</span>`

/** What every ToolHarbor page shares: the site's bar, in the page's language. */
interface Site {
  nav: readonly string[]
  language: string
}

const sites: Record<Locale, Site> = {
  en: { nav: ['All tools', 'PDF', 'Image', 'QR codes', 'Developer'], language: 'English' },
  ar: { nav: ['كل الأدوات', 'PDF', 'الصور', 'رموز QR', 'المطوّرون'], language: 'العربية' },
  ur: { nav: ['تمام ٹولز', 'PDF', 'تصاویر', 'QR کوڈ', 'ڈیولپر'], language: 'اردو' },
}

/** The browser's toolbar and the tool's page under it, its address the tool's path on ToolHarbor. */
function browser(locale: Locale, toolPath: string, current: number, heading: string, body: string): string {
  const dir = locale === 'en' ? 'ltr' : 'rtl'
  const site = sites[locale]
  const host = toolsHost.replace(/^https:\/\//, '')
  return `<div class="chrome" dir="${dir}">${icon.back}${icon.forward}${icon.reload}<div class="address">${icon.lock}<span dir="ltr"><b>${host}</b><span class="path">${toolPath}</span></span></div>${icon.more}</div>
<div class="screen" lang="${locale}" dir="${dir}">
<div class="site">${logo}<nav>${site.nav.map((item, index) => `<span${index === current ? ' class="on"' : ''}>${item}</span>`).join('')}</nav><span class="lang">${icon.globe}${site.language}</span></div>
${heading}${body}</div>`
}

const heading = (eyebrow: string, title: string, lead: string) =>
  `<div class="head"><div class="eyebrow">${eyebrow}</div><h1>${title}</h1><p>${lead}</p></div>`

// --- Merge PDF: three files in order, merged into one ------------------------------------------
interface MergeTexts {
  eyebrow: string
  title: string
  lead: string
  list: string
  reorder: string
  files: readonly { name: string; pages: string; size: string }[]
  add: string
  done: string
  result: string
  resultMeta: string
  download: string
  again: string
}

function mergePdf(locale: Locale, path: string, t: MergeTexts): string {
  const rows = t.files
    .map(
      (file, index) =>
        `<div class="file"><span class="grip">${icon.grip}</span><span class="order">${n(String(index + 1))}</span><span class="doc">${icon.pdf}</span><span class="grow"><span class="name">${file.name}</span><span class="meta">${file.pages} · ${n(file.size)}</span></span><span class="x">${icon.close}</span></div>`,
    )
    .join('')
  const page = (shift: number, tone: string) =>
    `<span class="page" style="--shift:${shift}px"><i style="background:${tone}"></i><i></i><i></i><i class="short"></i></span>`
  return browser(
    locale,
    path,
    1,
    heading(t.eyebrow, t.title, t.lead),
    `<div class="merge">
<div class="panel"><div class="panel-head"><span class="sb">${t.list}</span><span class="muted">${t.reorder}</span></div>${rows}<div class="add">${icon.add}${t.add}</div></div>
<div class="to">${icon.arrow}</div>
<div class="panel result"><div class="pages">${page(-16, teal)}${page(0, '#0f172a')}${page(16, '#b45309')}<span class="badge">${icon.pdf}</span></div>
<div class="done">${icon.checkCircle}${t.done}</div><div class="name b">${t.result}</div><div class="meta">${t.resultMeta}</div>
<div class="btn">${icon.download}${t.download}</div><div class="again">${t.again}</div></div>
</div>`,
  )
}

// --- QR Code Generator: a link, a colour, a size, and the code itself -------------------------
interface QrTexts {
  eyebrow: string
  title: string
  lead: string
  kinds: readonly [string, string, string, string]
  link: string
  colour: string
  size: string
  correction: string
  correctionValue: string
  scan: string
  png: string
}

const qrColour = '#074c44'
const swatches = [qrColour, '#0f172a', '#1e3a8a', '#7c2d12', '#6b21a8']

function qrCode(locale: Locale, path: string, t: QrTexts): string {
  const code = qrSvg(qrMatrix(toolsHost), 140, qrColour)
  return browser(
    locale,
    path,
    3,
    heading(t.eyebrow, t.title, t.lead),
    `<div class="qr">
<div class="panel form">
<div class="tabs">${t.kinds.map((kind, index) => `<span${index === 0 ? ' class="on"' : ''}>${index === 0 ? icon.link : ''}${kind}</span>`).join('')}</div>
<label>${t.link}</label><div class="field" dir="ltr">${toolsHost}</div>
<label>${t.colour}</label><div class="swatches">${swatches.map((colour, index) => `<span class="${index === 0 ? 'on' : ''}" style="background:${colour}">${index === 0 ? icon.check : ''}</span>`).join('')}</div>
<div class="two"><div><label>${t.size}</label><div class="slider"><i></i><b></b></div><div class="value">${n('1000 × 1000 px')}</div></div>
<div><label>${t.correction}</label><div class="select"><span>${t.correctionValue}</span>${icon.chevron}</div></div></div>
</div>
<div class="panel preview">${code}<div class="muted scan">${t.scan}</div><div class="buttons"><span class="btn">${icon.download}${t.png}</span><span class="btn alt">${n('SVG')}</span></div></div>
</div>`,
  )
}

// --- JSON Formatter: an order as one line, and the same order formatted ------------------------
interface JsonTexts {
  eyebrow: string
  title: string
  format: string
  minify: string
  copy: string
  indent: string
  input: string
  output: string
  valid: string
  order: Record<string, unknown>
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')

/** The formatter's output: one line per member, two spaces a level, coloured by kind of token. */
function formatted(value: unknown, depth = 0, key?: string, comma = false): { depth: number; html: string }[] {
  const name = key === undefined ? '' : `<span class="jk">"${escapeHtml(key)}"</span><span class="jp">: </span>`
  const end = comma ? '<span class="jp">,</span>' : ''
  if (value !== null && typeof value === 'object') {
    const entries: [string | undefined, unknown][] = Array.isArray(value)
      ? value.map((item) => [undefined, item])
      : Object.entries(value)
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}']
    return [
      { depth, html: `${name}<span class="jp">${open}</span>` },
      ...entries.flatMap(([member, item], index) => formatted(item, depth + 1, member, index < entries.length - 1)),
      { depth, html: `<span class="jp">${close}</span>${end}` },
    ]
  }
  const token =
    typeof value === 'string'
      ? `<span class="js">"${escapeHtml(value)}"</span>`
      : `<span class="${typeof value === 'number' ? 'jn' : 'jb'}">${String(value)}</span>`
  return [{ depth, html: `${name}${token}${end}` }]
}

function jsonFormatter(locale: Locale, path: string, t: JsonTexts): string {
  const lines = formatted(t.order)
    .map(
      ({ depth, html }, index) =>
        `<div><i>${index + 1}</i><span style="padding-left:${depth * 14}px">${html}</span></div>`,
    )
    .join('')
  return browser(
    locale,
    path,
    4,
    `<div class="head row between"><div><div class="eyebrow">${t.eyebrow}</div><h1>${t.title}</h1></div><div class="actions"><span class="btn">${t.format}</span><span class="btn alt">${t.minify}</span><span class="btn alt">${icon.copy}${t.copy}</span></div></div>`,
    `<div class="json">
<div class="panel"><div class="panel-head"><span class="sb">${t.input}</span></div><div class="raw" dir="ltr">${escapeHtml(JSON.stringify(t.order))}</div></div>
<div class="panel dark"><div class="panel-head"><span class="sb">${t.output}</span><span class="valid">${icon.checkCircle}${t.valid}</span><span class="indent">${t.indent}${icon.chevron}</span></div><div class="code" dir="ltr">${lines}</div></div>
</div>`,
  )
}

// --- The texts, in each language -----------------------------------------------------------------
const texts: Record<Locale, { merge: MergeTexts; qr: QrTexts; json: JsonTexts }> = {
  en: {
    merge: {
      eyebrow: 'PDF tools',
      title: 'Merge PDF',
      lead: 'Combine PDFs into one file, in the order you choose.',
      list: 'Files to merge',
      reorder: 'Drag to reorder',
      files: [
        { name: 'Proposal – Northgate Interiors.pdf', pages: '6 pages', size: '1.2 MB' },
        { name: 'Price schedule 2027.pdf', pages: '3 pages', size: '410 KB' },
        { name: 'Terms and conditions.pdf', pages: '4 pages', size: '380 KB' },
      ],
      add: 'Add more files',
      done: 'Merged',
      result: 'Northgate proposal pack.pdf',
      resultMeta: `${n('13')} pages · ${n('1.9 MB')}`,
      download: 'Download PDF',
      again: 'Merge other files',
    },
    qr: {
      eyebrow: 'QR &amp; barcode tools',
      title: 'QR Code Generator',
      lead: 'A code for a link, text, Wi-Fi or contact card, ready to print.',
      kinds: ['Link', 'Text', 'Wi-Fi', 'Contact'],
      link: 'Your link',
      colour: 'Colour',
      size: 'Size',
      correction: 'Error correction',
      correctionValue: `Medium (${n('15%')})`,
      scan: 'Scan it to check that it works',
      png: 'Download PNG',
    },
    json: {
      eyebrow: 'Developer tools',
      title: 'JSON Formatter',
      format: 'Format',
      minify: 'Minify',
      copy: 'Copy',
      indent: '2 spaces',
      input: 'Input',
      output: 'Formatted',
      valid: 'Valid JSON',
      order: {
        order_id: 'NG-20418',
        created_at: '2026-11-24T10:42:00Z',
        status: 'paid',
        customer: { company: 'Northgate Interiors Ltd', city: 'Leeds' },
        items: [
          { sku: 'THR-OAT', name: 'Wool throw', qty: 2, price: 68 },
          { sku: 'VAS-STN', name: 'Stoneware vase', qty: 1, price: 34 },
          { sku: 'CSH-PR', name: 'Wool cushions, pair', qty: 1, price: 42 },
        ],
        currency: 'GBP',
        total: 212,
        gift_wrap: false,
      },
    },
  },
  ar: {
    merge: {
      eyebrow: 'أدوات PDF',
      title: 'دمج ملفات PDF',
      lead: 'اجمع عدة ملفات PDF في ملف واحد بالترتيب الذي تختاره.',
      list: 'الملفات المراد دمجها',
      reorder: 'اسحب لتغيير الترتيب',
      files: [
        { name: 'عرض سعر - مجموعة النخبة.pdf', pages: `${n('6')} صفحات`, size: '1.2 MB' },
        { name: 'جدول الأسعار 2027.pdf', pages: `${n('3')} صفحات`, size: '410 KB' },
        { name: 'الشروط والأحكام.pdf', pages: `${n('4')} صفحات`, size: '380 KB' },
      ],
      add: 'أضف ملفات أخرى',
      done: 'تم الدمج',
      result: 'العرض الكامل - مجموعة النخبة.pdf',
      resultMeta: `${n('13')} صفحة · ${n('1.9 MB')}`,
      download: 'تنزيل الملف',
      again: 'دمج ملفات أخرى',
    },
    qr: {
      eyebrow: 'أدوات QR والباركود',
      title: 'مولّد رموز QR',
      lead: 'رمز لرابط أو نص أو شبكة Wi-Fi أو بطاقة اتصال، جاهز للطباعة.',
      kinds: ['رابط', 'نص', 'Wi-Fi', 'جهة اتصال'],
      link: 'الرابط',
      colour: 'اللون',
      size: 'الحجم',
      correction: 'تصحيح الأخطاء',
      correctionValue: `متوسط (${n('15%')})`,
      scan: 'امسح الرمز بجوالك للتأكد منه',
      png: 'تنزيل PNG',
    },
    json: {
      eyebrow: 'أدوات المطورين',
      title: 'تنسيق JSON',
      format: 'تنسيق',
      minify: 'ضغط',
      copy: 'نسخ',
      indent: 'مسافتان',
      input: 'البيانات الأصلية',
      output: 'بعد التنسيق',
      valid: 'JSON صالح',
      order: {
        order_id: 'DXB-20418',
        created_at: '2026-11-24T14:42:00+04:00',
        status: 'confirmed',
        customer: { name: 'مؤسسة النخبة للتجارة', city: 'دبي' },
        items: [
          { sku: 'OUD-03', name: 'دهن عود كمبودي', qty: 1, price: 450 },
          { sku: 'BKH-50', name: 'بخور معطّر', qty: 2, price: 90 },
          { sku: 'MBK-01', name: 'مبخرة نحاسية', qty: 1, price: 395 },
        ],
        currency: 'AED',
        total: 1025,
        cash_on_delivery: true,
      },
    },
  },
  ur: {
    merge: {
      eyebrow: 'PDF ٹولز',
      title: 'PDF فائلیں جوڑیں',
      lead: 'کئی PDF فائلوں کو اپنی ترتیب سے ایک فائل میں جوڑیں۔',
      list: 'جوڑنے والی فائلیں',
      reorder: 'ترتیب بدلنے کے\u00a0لیے کھینچیں',
      files: [
        { name: 'کوٹیشن - الفلاح ٹریڈرز.pdf', pages: `${n('6')} صفحات`, size: '1.2 MB' },
        { name: 'قیمتوں کی فہرست 2027.pdf', pages: `${n('3')} صفحات`, size: '410 KB' },
        { name: 'شرائط و ضوابط.pdf', pages: `${n('4')} صفحات`, size: '380 KB' },
      ],
      add: 'مزید فائلیں شامل کریں',
      done: 'فائلیں جُڑ گئیں',
      result: 'مکمل کوٹیشن - الفلاح ٹریڈرز.pdf',
      resultMeta: `${n('13')} صفحات · ${n('1.9 MB')}`,
      download: 'فائل ڈاؤن لوڈ کریں',
      again: 'دوسری فائلیں جوڑیں',
    },
    qr: {
      eyebrow: 'QR اور بارکوڈ ٹولز',
      title: 'QR کوڈ جنریٹر',
      lead: 'لنک، متن، Wi-Fi یا رابطہ کارڈ کا کوڈ، پرنٹ کے\u00a0لیے تیار۔',
      kinds: ['لنک', 'متن', 'Wi-Fi', 'رابطہ کارڈ'],
      link: 'آپ کا لنک',
      colour: 'رنگ',
      size: 'سائز',
      correction: 'غلطی کی درستی',
      correctionValue: `درمیانی (${n('15%')})`,
      scan: 'فون سے اسکین کر کے جانچیں',
      png: 'PNG ڈاؤن لوڈ',
    },
    json: {
      eyebrow: 'ڈیولپر ٹولز',
      title: 'JSON فارمیٹر',
      format: 'فارمیٹ کریں',
      minify: 'منیفائی',
      copy: 'کاپی',
      indent: '2 اسپیس',
      input: 'اصل ڈیٹا',
      output: 'فارمیٹ شدہ',
      valid: 'JSON درست ہے',
      order: {
        order_id: 'LHR-20418',
        created_at: '2026-11-24T15:42:00+05:00',
        status: 'confirmed',
        customer: { name: 'الفلاح ٹریڈرز', city: 'لاہور' },
        items: [
          { sku: 'LWN-3PC', name: 'لان کا تھری پیس سوٹ', qty: 2, price: 4500 },
          { sku: 'DPT-CHF', name: 'شیفون دوپٹہ', qty: 1, price: 1800 },
          { sku: 'SHL-KSH', name: 'کشمیری شال', qty: 1, price: 6500 },
        ],
        currency: 'PKR',
        total: 17300,
        cash_on_delivery: true,
      },
    },
  },
}

// --- The scene: a soft backdrop, one browser window in it --------------------------------------
// The window stands where frame.ts puts a tablet; `css` takes the tablet's bezel off it.
const css = `
.scene{background:radial-gradient(circle at 85% 0%,#cfe9e4,transparent 55%),linear-gradient(160deg,#eef2f9,#f8fafc 60%,#e6efef)}
.tablet{background:#fff;border-radius:12px;padding:0;box-shadow:0 18px 44px rgba(15,23,42,.2),0 0 0 1px rgba(15,23,42,.08)}
.tablet .display{border-radius:12px}
svg{flex:none}
[dir=rtl] .flip{transform:scaleX(-1)}
.chrome{position:absolute;inset:0 0 auto 0;height:36px;display:flex;align-items:center;gap:9px;padding:0 12px;background:#eef1f5;border-bottom:1px solid #dde3ea;font:12.5px Inter;color:#5f6368}
.chrome>svg{width:16px;height:16px}
.address{flex:1;height:24px;border-radius:12px;background:#fff;display:flex;align-items:center;gap:6px;padding:0 10px;color:#202124}
.address svg{width:12px;height:12px;color:#5f6368}.address b{font-weight:600}.address .path{color:#5f6368}
.screen{top:36px;display:flex;flex-direction:column;font-size:11.5px;line-height:1.4;background:#fbfcfd}
.merge,.qr,.json{flex:1;min-height:0}
.screen[lang=ur]{line-height:1.85}
.site{flex:none;display:flex;align-items:center;gap:16px;height:32px;padding:0 16px;background:#fff;border-bottom:1px solid #e8edf2}
.logo{display:flex;align-items:center;gap:6px;font:700 13px Inter;color:#0f172a}.logo svg{width:20px;height:20px}
.site nav{display:flex;gap:13px;color:#475569}.site nav .on{color:${teal};font-weight:600}
.lang{margin-inline-start:auto;display:flex;align-items:center;gap:4px;color:#475569}.lang svg{width:13px;height:13px}
.head{padding:8px 18px 7px}.eyebrow{color:${teal};font-weight:600;font-size:10.5px}
h1{font-size:19px;line-height:1.25;font-weight:700;letter-spacing:-.01em}p{color:#64748b;margin-top:1px}
.screen[lang=ur] h1{font-size:17px;line-height:1.7}.screen[lang=ur] .head{padding:5px 18px 3px}
.panel{background:#fff;border:1px solid #e2e8f0;border-radius:10px;box-shadow:0 1px 2px rgba(15,23,42,.04)}
.panel-head{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:7px 12px;border-bottom:1px solid #eef2f6}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:5px;white-space:nowrap;border-radius:7px;padding:6px 11px;font-weight:600;background:${teal};color:#fff}
.btn svg{width:14px;height:14px}.btn.alt{background:#fff;color:#0f172a;border:1px solid #cbd5e1}
.screen[lang=ur] .btn{padding:1px 11px}
.grow{flex:1;min-width:0}
/* Merge PDF */
.merge{display:grid;grid-template-columns:1.35fr 30px 1fr;gap:8px;align-items:center;padding:0 18px 14px}
.file{display:flex;align-items:center;gap:8px;padding:7px 10px;border-bottom:1px solid #f1f5f9}
.screen[lang=ur] .file{padding:3px 10px}
.file .grip svg{width:7px;height:11px;color:#94a3b8;display:block}.file .doc svg{width:19px;height:22px;display:block}
.order{width:17px;height:17px;border-radius:50%;background:#e6f3f1;color:${teal};font-size:10px;font-weight:700;display:flex;align-items:center;justify-content:center;flex:none}
.file .name{display:block;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.meta{display:block;color:#64748b;font-size:10.5px}
.screen[lang=ur] .file .name{line-height:1.7}.screen[lang=ur] .meta{line-height:1.6}
.file .x svg{width:13px;height:13px;color:#94a3b8;display:block}
.add{display:flex;align-items:center;justify-content:center;gap:5px;margin:8px 10px 10px;padding:6px;border:1.5px dashed #9fcfc8;border-radius:8px;color:${teal};font-weight:600;background:#f3faf8}
.add svg{width:14px;height:14px}.screen[lang=ur] .add{padding:0 6px}
.to{width:30px;height:30px;border-radius:50%;background:${teal};color:#fff;display:flex;align-items:center;justify-content:center;box-shadow:0 4px 10px rgba(11,110,99,.3)}.to svg{width:17px;height:17px}
.result{display:flex;flex-direction:column;align-items:center;text-align:center;padding:14px 14px 12px}
.screen[lang=ur] .result{padding:8px 12px}.screen[lang=ur] .pages{height:70px;margin-bottom:6px}
.pages{position:relative;width:120px;height:78px;margin-bottom:8px}
.page{position:absolute;top:4px;left:50%;width:50px;height:66px;margin-left:calc(-25px + var(--shift));background:#fff;border:1px solid #cbd5e1;border-radius:4px;padding:7px 6px;display:flex;flex-direction:column;gap:4px;box-shadow:0 2px 6px rgba(15,23,42,.1)}
.page:nth-child(1){transform:rotate(-7deg)}.page:nth-child(3){transform:rotate(7deg)}
.page i{display:block;height:4px;border-radius:2px;background:#e2e8f0}.page i:first-child{height:9px;width:70%}.page i.short{width:60%}
.badge{position:absolute;bottom:-4px;inset-inline-start:50%;margin-inline-start:14px}.badge svg{width:22px;height:26px;display:block}
.done{display:flex;align-items:center;gap:4px;color:#15803d;font-weight:600;font-size:10.5px}.done svg{width:13px;height:13px}
.result .name{margin-top:2px;font-size:12px}.result .btn{width:100%;margin-top:8px;padding:7px 11px}
.screen[lang=ur] .result .btn{padding:2px 11px;margin-top:4px}
.again{color:${teal};font-weight:600;margin-top:5px;font-size:10.5px}
/* QR Code Generator */
.qr{display:grid;grid-template-columns:1fr 196px;gap:12px;padding:0 18px 14px}
.form{padding:10px 12px;display:flex;flex-direction:column;gap:4px}
.screen[lang=ur] .form{padding:4px 12px;gap:0}
.tabs{display:flex;gap:3px;padding:3px;background:#f1f5f9;border-radius:8px;margin-bottom:4px}
.tabs span{flex:1;display:flex;align-items:center;justify-content:center;gap:4px;padding:4px;border-radius:6px;color:#475569;font-weight:600}
.tabs .on{background:#fff;color:${teal};box-shadow:0 1px 2px rgba(15,23,42,.12)}.tabs svg{width:13px;height:13px}
.screen[lang=ur] .tabs span{padding:0 4px}
label{font-weight:600;color:#334155;font-size:10.5px;margin-top:4px}
.field,.select{border:1px solid #cbd5e1;border-radius:7px;padding:6px 9px;background:#fff;display:flex;align-items:center;justify-content:space-between}
.field{border-color:${teal};box-shadow:0 0 0 3px rgba(11,110,99,.12);font-family:Inter;text-align:left}
.screen[lang=ur] .select{padding:0 9px}
.select svg{width:14px;height:14px;color:#64748b}
.swatches{display:flex;gap:7px;padding:3px 3px 2px}.swatches span{width:22px;height:22px;border-radius:50%;display:flex;align-items:center;justify-content:center;color:#fff}
.swatches .on{box-shadow:0 0 0 2px #fff,0 0 0 4px ${qrColour}}.swatches svg{width:13px;height:13px}
.two{display:grid;grid-template-columns:1fr 1fr;gap:12px}.two>div{display:flex;flex-direction:column;gap:4px}
.slider{position:relative;height:4px;border-radius:2px;background:#e2e8f0;margin:9px 0 5px}
.slider i{position:absolute;inset-block:0;inset-inline-start:0;width:62%;border-radius:2px;background:${teal}}
.slider b{position:absolute;top:-5px;inset-inline-start:calc(62% - 7px);width:14px;height:14px;border-radius:50%;background:#fff;border:2px solid ${teal}}
.value{color:#475569;font-size:10.5px}
.preview{display:flex;flex-direction:column;align-items:center;justify-content:center;padding:9px 12px;gap:5px}
.preview>svg{border-radius:6px;box-shadow:0 0 0 1px #e2e8f0}
.screen[lang=ur] .preview{padding:6px 12px;gap:1px}
.scan{font-size:10px;text-align:center}
.buttons{display:flex;gap:6px;width:100%}.buttons .btn:first-child{flex:1}
/* JSON Formatter */
.head.row{display:flex;align-items:flex-end;justify-content:space-between}
.actions{display:flex;gap:6px}
.json{display:grid;grid-template-columns:.8fr 1.2fr;gap:10px;padding:0 18px 14px}
.json .panel{display:flex;flex-direction:column;min-height:0;overflow:hidden}
.raw{padding:8px 10px;font-size:10px;line-height:1.55;color:#475569;overflow-wrap:anywhere;text-align:left;flex:1;min-height:0;overflow:hidden;background:#f8fafc;border-radius:0 0 10px 10px}
.screen[lang=ur] .raw{line-height:1.9}
.dark{background:#0f1b2d;border-color:#0f1b2d}.dark .panel-head{border-color:#22324a;color:#e2e8f0}
.valid{display:flex;align-items:center;gap:4px;color:#4ade80;font-size:10.5px;font-weight:600;margin-inline-end:auto}.valid svg{width:13px;height:13px}
.indent{display:flex;align-items:center;gap:2px;color:#94a3b8;font-size:10.5px;border:1px solid #22324a;border-radius:6px;padding:1px 4px 1px 7px}.indent svg{width:13px;height:13px}
.screen[lang=ur] .indent{padding:0 4px 0 7px;line-height:1.6}
.code{padding:6px 0;font-size:10.5px;line-height:15.5px;color:#cbd5e1;text-align:left;flex:1;min-height:0;overflow:hidden;font-variant-numeric:tabular-nums}
.screen[lang=ur] .code{line-height:19px}
.code div{display:flex;white-space:pre}.code i{width:26px;padding-right:9px;text-align:right;color:#475569;font-style:normal;flex:none}
.raw,.code{-webkit-mask-image:linear-gradient(#000 82%,transparent);mask-image:linear-gradient(#000 82%,transparent)}
.jk{color:#7dd3fc}.js{color:#86efac;unicode-bidi:isolate}.jn{color:#fdba74}.jb{color:#c4b5fd}.jp{color:#94a3b8}
`

const browserWindow = (html: string): Device => ({ kind: 'tablet', left: 18, top: 14, width: 604, height: 372, html })

const drawings: Record<ShowcaseId, (locale: Locale, path: string) => string> = {
  mergePdf: (locale, path) => mergePdf(locale, path, texts[locale].merge),
  qrCode: (locale, path) => qrCode(locale, path, texts[locale].qr),
  jsonFormatter: (locale, path) => jsonFormatter(locale, path, texts[locale].json),
}

const toolPath = (id: string) => allTools.find((tool) => tool.id === id)?.path ?? ''

/** Every tool screen in every language, for render.ts. */
export const toolScreens = locales.flatMap((locale) =>
  screenshots.map(({ id, tool, file }) => ({
    name: showcaseScreen(file, locale).name,
    size: toolScene,
    devices: [browserWindow(drawings[id](locale, toolPath(tool)))],
    css,
  })),
)

// The product screens of the portfolio: one scene per project and one for the featured project,
// each in its market's language and currency. Product names, prices and orders are plausible
// sample data; there are no people, photos of people, client logos or testimonials.
import { lawnSuit, oudBottle, towersAtDusk } from './drawings.ts'
import { featuredStore, featuredStoreAr, featuredStoreUr } from './featuredStore.ts'
import type { Device } from './frame.ts'
import {
  bloodPressureMonitor,
  chickenBiryani,
  chickenKarahi,
  chickenTikka,
  coughSyrup,
  daalMakhani,
  garlicNaan,
  gulabJamun,
  malaiBoti,
  muttonKarahi,
  muttonPulao,
  nasalSpray,
  paracetamol,
  seekhKebab,
  sweetLassi,
  tandooriRoti,
  vitaminD,
} from './posDrawings.ts'

const laptop = (html: string, at: Partial<Device> = {}): Device => ({
  kind: 'laptop',
  left: 150,
  top: 56,
  width: 980,
  height: 690,
  html,
  ...at,
})
const phone = (html: string, at: Partial<Device> = {}): Device => ({
  kind: 'phone',
  left: 900,
  top: 150,
  width: 300,
  height: 610,
  html,
  ...at,
})
const tablet = (html: string): Device => ({ kind: 'tablet', left: 120, top: 70, width: 1040, height: 660, html })

// --- Perfume and oud store, Dubai: Arabic, right to left, prices in dirhams -------------------
export const perfumeProduct = `<div class="screen" lang="ar" dir="rtl" style="background:#faf7f2">
<div class="row between" style="padding:10px 16px"><span class="b" style="font-size:17px;color:#5b3a1e">دار العود</span><span class="muted">☰</span></div>
<div style="height:250px;margin:0 16px;border-radius:8px;overflow:hidden">${oudBottle('ob')}</div>
<div class="col" style="padding:14px 16px;gap:6px">
<span class="pill warn">الأكثر مبيعًا</span>
<div class="b" style="font-size:18px">دهن عود كمبودي فاخر</div>
<div class="muted">3 مل · تقطير تقليدي · ثبات طويل</div>
<div class="row between"><span class="b" style="font-size:20px;color:#5b3a1e"><span class="num">450</span> د.إ</span><span class="muted small">★ <span class="num">4.9</span> (<span class="num">312</span> تقييمًا)</span></div>
<div class="row" style="gap:6px"><span class="pill">3 مل</span><span class="pill" style="background:#fff;border:1px solid #d6c3a5;color:#5b3a1e">6 مل</span><span class="pill" style="background:#fff;border:1px solid #d6c3a5;color:#5b3a1e">12 مل</span></div>
<div class="card small" style="background:#fffdf8">توصيل في نفس اليوم داخل دبي والشارقة للطلبات قبل الساعة <span class="num">4</span> مساءً</div>
<div class="card small" style="background:#fffdf8">تغليف هدية مجاني مع بطاقة إهداء</div>
<div class="btn" style="background:#5b3a1e;margin-top:4px">أضف إلى السلة</div>
</div></div>`

export const perfumeCheckout = `<div class="screen" lang="ar" dir="rtl" style="background:#faf7f2">
<div class="row between" style="padding:10px 16px"><span class="b" style="font-size:16px">إتمام الطلب</span><span class="muted small">الخطوة <span class="num">2</span> من <span class="num">3</span></span></div>
<div class="col" style="padding:0 16px;gap:10px">
<div class="card"><div class="sb" style="margin-bottom:6px">موعد التوصيل</div>
<div class="row" style="gap:6px"><span class="pill ok">اليوم · <span class="num">6</span>–<span class="num">9</span> مساءً</span><span class="pill" style="background:#f1f5f9;color:#334155">غدًا صباحًا</span></div>
<div class="muted small" style="margin-top:6px">دبي · مرسى دبي</div></div>
<div class="card"><div class="sb" style="margin-bottom:6px">طريقة الدفع</div>
<div class="row" style="border:2px solid #5b3a1e;border-radius:8px;padding:8px"><span>◉</span><span class="grow">الدفع عند الاستلام</span><span class="muted small">نقدًا أو بالبطاقة</span></div>
<div class="row" style="border:1px solid #e2e8f0;border-radius:8px;padding:8px;margin-top:6px"><span class="muted">○</span><span class="grow">بطاقة ائتمان</span><span class="muted small">Visa · Mastercard</span></div>
<div class="row" style="border:1px solid #e2e8f0;border-radius:8px;padding:8px;margin-top:6px"><span class="muted">○</span><span class="grow">Apple Pay</span></div></div>
<div class="card"><div class="sb" style="margin-bottom:4px">ملخص الطلب</div>
<div class="row between small"><span>دهن عود كمبودي · <span class="num">3</span> مل</span><span><span class="num">450</span> د.إ</span></div>
<div class="row between small"><span>بخور معطّر · <span class="num">50</span> غ</span><span><span class="num">180</span> د.إ</span></div>
<div class="row between small"><span>مبخرة نحاسية</span><span><span class="num">395</span> د.إ</span></div>
<div class="row between small muted"><span>التوصيل</span><span><span class="num">25</span> د.إ</span></div>
<div class="row between small muted"><span>ضريبة القيمة المضافة <span class="num">5%</span> (شاملة)</span><span><span class="num">50</span> د.إ</span></div>
<div class="row between b" style="margin-top:6px;font-size:15px"><span>الإجمالي</span><span><span class="num">1,050</span> د.إ</span></div></div>
<div class="btn" style="background:#5b3a1e">تأكيد الطلب</div>
</div></div>`

// --- Restaurant POS, Lahore: Urdu, rupees, Punjab sales tax -----------------------------------
// Each dish's button shows its picture (posDrawings.ts), as a till's menu shows its photos.
const dish = (name: string, price: string, picture: (id: string) => string, id: string) =>
  `<div class="card" style="padding:8px"><div class="photo" style="height:84px;margin-bottom:4px;border-radius:8px;overflow:hidden">${picture(id)}</div><div class="sb">${name}</div><div class="muted small"><span class="num">Rs ${price}</span></div></div>`
export const restaurantPos = `<div class="screen" lang="ur" dir="rtl" style="background:#f1f5f9;display:grid;grid-template-columns:1fr 330px">
<div style="padding:12px 16px">
<div class="row between" style="margin-bottom:6px"><span class="b" style="font-size:17px">مینو</span><span class="row small"><span class="pill ok">آن لائن</span><span class="muted">برانچ: گلبرگ</span></span></div>
<div class="row" style="gap:6px;margin-bottom:8px"><span class="pill" style="background:#1e3a8a;color:#fff">کڑاہی</span><span class="pill">باربی کیو</span><span class="pill">چاول</span><span class="pill">روٹی</span><span class="pill">مشروبات</span></div>
<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:8px;line-height:1.9">
${dish('چکن کڑاہی', '1,850', chickenKarahi, 'd1')}${dish('مٹن کڑاہی', '3,200', muttonKarahi, 'd2')}${dish('سیخ کباب', '950', seekhKebab, 'd3')}${dish('چکن تکہ', '780', chickenTikka, 'd4')}
${dish('مٹن پلاؤ', '1,200', muttonPulao, 'd5')}${dish('دال مکھنی', '650', daalMakhani, 'd6')}${dish('گارلک نان', '180', garlicNaan, 'd7')}${dish('میٹھی لسی', '250', sweetLassi, 'd8')}
${dish('چکن بریانی', '950', chickenBiryani, 'd9')}${dish('ملائی بوٹی', '1,150', malaiBoti, 'd10')}${dish('تندوری روٹی', '60', tandooriRoti, 'd11')}${dish('گلاب جامن', '350', gulabJamun, 'd12')}
</div></div>
<div style="background:#fff;border-inline-start:1px solid #e2e8f0;padding:12px 14px;display:flex;flex-direction:column;gap:4px">
<div class="row between"><span class="b" style="font-size:15px">آرڈر <span class="num">#1042</span></span><span class="pill warn">میز <span class="num">7</span></span></div>
<div class="row small" style="gap:6px"><span class="pill" style="background:#1e3a8a;color:#fff">ڈائن اِن</span><span class="pill">ٹیک اوے</span><span class="pill">ڈیلیوری</span></div>
<table class="small" style="margin-top:4px"><tbody>
<tr><td>چکن کڑاہی (آدھی)</td><td class="num">×1</td><td class="num">1,850</td></tr>
<tr><td>سیخ کباب</td><td class="num">×2</td><td class="num">1,900</td></tr>
<tr><td>گارلک نان</td><td class="num">×4</td><td class="num">720</td></tr>
<tr><td>میٹھی لسی</td><td class="num">×3</td><td class="num">750</td></tr></tbody></table>
<div class="row between small muted"><span>سب ٹوٹل</span><span class="num">Rs 5,220</span></div>
<div class="row between small muted"><span>سیلز ٹیکس <span class="num">16%</span></span><span class="num">Rs 835</span></div>
<div class="row between b" style="font-size:16px"><span>کل رقم</span><span class="num">Rs 6,055</span></div>
<div class="row" style="gap:8px;margin-top:auto"><span class="btn alt grow">کچن کو بھیجیں</span><span class="btn grow" style="background:#15803d">ادائیگی</span></div>
</div></div>`

// --- Wholesale ordering portal, Birmingham: English, pounds -----------------------------------
const orderRow = (no: string, customer: string, items: string, total: string, state: string, tone: string) =>
  `<tr><td class="sb">${no}</td><td>${customer}</td><td class="num">${items}</td><td class="num">£${total}</td><td><span class="pill ${tone}">${state}</span></td></tr>`
const wholesalePortal = `<div class="screen" lang="en" dir="ltr" style="display:grid;grid-template-columns:190px 1fr;background:#f8fafc">
<div style="background:#0f2b46;color:#cbd5e1;padding:16px 14px" class="col">
<div class="b" style="color:#fff;font-size:16px;margin-bottom:10px">Midland Trade Foods</div>
<div style="color:#fff" class="sb">Dashboard</div><div>Orders</div><div>Price lists</div><div>Customers</div><div>Deliveries</div><div>Invoices</div>
<div class="small" style="margin-top:auto;color:#94a3b8">Synced with Xero · 2 min ago</div></div>
<div style="padding:16px 20px" class="col">
<div class="row between"><div><div class="b" style="font-size:18px">Trade orders</div><div class="muted small">Tuesday 14 October · Midlands routes</div></div><div class="row"><span class="input small" style="width:200px">Search orders, SKUs…</span><span class="btn">New order</span></div></div>
<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:10px">
<div class="card"><div class="muted small">Orders today</div><div class="b" style="font-size:22px">148</div><div class="small" style="color:#15803d">▲ 12% on last Tuesday</div></div>
<div class="card"><div class="muted small">Placed online</div><div class="b" style="font-size:22px">87%</div><div class="bar" style="margin-top:6px"><i style="width:87%"></i></div></div>
<div class="card"><div class="muted small">Out for delivery</div><div class="b" style="font-size:22px">36</div><div class="small muted">4 vans on route</div></div>
<div class="card"><div class="muted small">Order value today</div><div class="b" style="font-size:22px">£21,640</div><div class="small muted">ex. VAT</div></div></div>
<div style="display:grid;grid-template-columns:1.7fr 1fr;gap:10px">
<div class="card" style="padding:6px 8px"><table class="small"><thead><tr><th>Order</th><th>Customer</th><th>Lines</th><th>Total</th><th>Status</th></tr></thead><tbody>
${orderRow('TO-20418', 'Olive Grove Café, Moseley', '14', '486.20', 'Packed', 'ok')}
${orderRow('TO-20417', 'Ladypool Road Grill', '22', '1,102.75', 'Out for delivery', '')}
${orderRow('TO-20416', 'Corner Express, Selly Oak', '9', '214.90', 'Picking', 'warn')}
${orderRow('TO-20415', 'Jewellery Quarter Deli', '17', '632.40', 'Delivered', 'ok')}
${orderRow('TO-20414', 'Spice Route Kitchen', '31', '1,874.15', 'Out for delivery', '')}
${orderRow('TO-20413', 'Harborne Mini Market', '6', '158.60', 'Awaiting stock', 'bad')}
</tbody></table></div>
<div class="card col" style="gap:6px"><div class="sb">Quick reorder · Olive Grove Café</div>
<div class="row between small"><span>Basmati rice 10 kg</span><span class="num">£18.40</span></div>
<div class="row between small"><span>Sunflower oil 20 L</span><span class="num">£31.90</span></div>
<div class="row between small"><span>Chopped tomatoes 6 × 2.5 kg</span><span class="num">£14.75</span></div>
<div class="row between small"><span>Halloumi 12 × 250 g</span><span class="num">£27.60</span></div>
<div class="row between small"><span>Paper napkins, case of 4,000</span><span class="num">£16.20</span></div>
<div class="muted small">Your trade prices · delivery Thursday before 10:00</div>
<span class="btn" style="margin-top:auto">Reorder 5 lines · £108.85</span></div></div>
</div></div>`

// --- Dental clinic, north London: English, NHS and private treatments -------------------------
export const clinicDesktop = `<div class="screen" lang="en" dir="ltr" style="background:#fff">
<div class="row between" style="padding:14px 28px;border-bottom:1px solid #e2e8f0"><span class="b" style="font-size:17px;color:#0e7490">Highgate Dental Studio</span><span class="row small" style="gap:18px"><span>Treatments</span><span>Prices</span><span>Our practice</span><span>Find us</span><span class="btn" style="background:#0e7490">Book online</span></span></div>
<div style="display:grid;grid-template-columns:1.1fr 1fr;gap:24px;padding:30px 28px 18px;background:linear-gradient(120deg,#ecfeff,#f0f9ff)">
<div class="col" style="gap:12px"><span class="pill" style="background:#cffafe;color:#155e75">Accepting new patients</span>
<div class="b" style="font-size:30px;line-height:1.2">Calm, unhurried dental care in Highgate</div>
<div class="muted" style="font-size:14px">Check-ups, hygiene, Invisalign and implants. Evening appointments until 8 pm on weekdays, and Saturday mornings.</div>
<div class="row"><span class="btn" style="background:#0e7490">Book an appointment</span><span class="btn alt">020 8340 5521</span></div></div>
<div class="card col" style="gap:8px"><div class="sb">Choose a time · New patient check-up (40 min)</div>
<div class="row between small"><span>◀</span><span class="sb">October 2025</span><span>▶</span></div>
<div style="display:grid;grid-template-columns:repeat(5,1fr);gap:6px;text-align:center" class="small">
<span class="muted">Mon 13</span><span class="muted">Tue 14</span><span class="muted">Wed 15</span><span class="muted">Thu 16</span><span class="muted">Fri 17</span>
<span class="input">08:30</span><span class="input">09:10</span><span class="input" style="background:#0e7490;color:#fff;border-color:#0e7490">10:20</span><span class="input">08:30</span><span class="input">11:40</span>
<span class="input">13:00</span><span class="input">14:30</span><span class="input">15:50</span><span class="input">17:10</span><span class="input">12:20</span>
<span class="input">18:20</span><span class="input muted">—</span><span class="input">19:00</span><span class="input">19:20</span><span class="input">16:00</span></div>
<span class="btn" style="background:#0e7490">Continue with Wed 15 at 10:20</span></div></div>
<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:12px;padding:10px 28px">
<div class="card"><div class="sb">Check-up &amp; clean</div><div class="muted small">Exam, X-rays if needed and a hygienist visit</div><div class="b" style="margin-top:6px">from £85</div></div>
<div class="card"><div class="sb">Invisalign</div><div class="muted small">Free 3D scan and a smile plan on screen</div><div class="b" style="margin-top:6px">from £2,950</div></div>
<div class="card"><div class="sb">Dental implants</div><div class="muted small">Single tooth to full arch, 0% finance</div><div class="b" style="margin-top:6px">from £2,400</div></div>
<div class="card"><div class="sb">Emergency visit</div><div class="muted small">Same-day slots held every morning</div><div class="b" style="margin-top:6px">£95</div></div></div>
</div>`
export const clinicPhone = `<div class="screen" lang="en" dir="ltr" style="background:#ecfeff">
<div class="row between" style="padding:8px 16px"><span class="b" style="color:#0e7490">Highgate Dental Studio</span><span>☰</span></div>
<div class="col" style="padding:10px 16px;gap:10px"><div class="b" style="font-size:20px;line-height:1.25">Book your visit in under a minute</div>
<div class="card col" style="gap:6px"><div class="muted small">Treatment</div><div class="input">Hygienist appointment (30 min)</div>
<div class="muted small">Day</div><div class="input">Thursday 16 October</div>
<div class="muted small">Time</div><div class="row" style="gap:6px;flex-wrap:wrap"><span class="pill">08:30</span><span class="pill" style="background:#0e7490;color:#fff">12:40</span><span class="pill">17:10</span><span class="pill">19:20</span></div></div>
<div class="card small"><div class="sb">What to expect</div><div class="muted">Arrive five minutes early. Bring a list of any medicines you take.</div></div>
<span class="btn" style="background:#0e7490">Confirm booking · £75</span>
<div class="muted small" style="text-align:center">Free cancellation up to 24 hours before</div></div></div>`

// --- Fashion brand, Karachi: an English store in rupees, Urdu order confirmation --------------
// Each suit's tile shows it made up (drawings.ts), as the store's photos would.
const look = (name: string, price: string, picture: string, badge = '') =>
  `<div class="col" style="gap:4px"><div style="height:150px;position:relative;border-radius:8px;overflow:hidden">${picture}${badge}</div><div class="small sb">${name}</div><div class="small"><span class="num">Rs ${price}</span></div></div>`
const fashionStore = `<div class="screen" lang="en" dir="ltr" style="background:#fff">
<div class="row between" style="padding:8px 16px"><span>☰</span><span class="b" style="letter-spacing:3px">ZARIQ</span><span class="sb">Bag (2)</span></div>
<div style="background:#7f1d1d;color:#fff;text-align:center;padding:6px" class="small sb">Eid Edit · live now · free delivery over Rs 5,000</div>
<div class="row between" style="padding:10px 16px"><span class="b" style="font-size:16px">Unstitched 3-piece</span><span class="small muted">Filter · Sort</span></div>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:0 16px">
${look('Gulnar lawn suit', '6,490', lawnSuit('s1', { ground: '#f9c6cf', print: '#be123c', leaf: '#4d7c5a', dupatta: '#9f1239', trim: '#d4a24c' }, 'floral'), '<span class="pill bad" style="position:absolute;top:6px;left:6px;z-index:1">New</span>')}
${look('Noor chikankari', '8,990', lawnSuit('s2', { ground: '#fbf4e4', print: '#c8ad84', leaf: '#c8ad84', dupatta: '#efe2c6', trim: '#b8925a' }, 'chikan'))}
${look('Resham printed lawn', '4,790', lawnSuit('s3', { ground: '#0f7a5c', print: '#f2c14e', leaf: '#a7f3d0', dupatta: '#f2c14e', trim: '#f7d98a' }, 'floral'), '<span class="pill warn" style="position:absolute;top:6px;left:6px;z-index:1">Few left</span>')}
${look('Mehr jacquard', '7,250', lawnSuit('s4', { ground: '#3f3aa8', print: '#8b87e6', leaf: '#c7c4f5', dupatta: '#c7d2fe', trim: '#d4b46a' }, 'jacquard'))}
</div></div>`
const fashionConfirm = `<div class="screen" lang="ur" dir="rtl" style="background:#e7ddd3">
<div class="row" style="background:#075e54;color:#fff;padding:6px 14px;margin-top:-4px;gap:10px;direction:rtl"><span class="b">ZARIQ</span><span class="small" style="opacity:.8">آفیشل بزنس اکاؤنٹ</span></div>
<div class="col" style="padding:12px;gap:10px">
<div style="background:#fff;border-radius:10px;padding:10px 12px;max-width:92%;line-height:2.2" class="small">السلام علیکم! آپ کا آرڈر <span class="num">#ZQ-58213</span> موصول ہو گیا ہے۔<br>گلنار لان سوٹ × <span class="num">1</span> — <span class="num">Rs 6,490</span><br>ادائیگی: کیش آن ڈیلیوری<br>براہِ کرم آرڈر کی تصدیق کریں۔</div>
<div class="row" style="gap:8px"><span class="btn alt small grow" style="color:#075e54">تصدیق کریں</span><span class="btn alt small grow" style="color:#075e54">تبدیلی چاہیے</span></div>
<div style="background:#dcf8c6;border-radius:10px;padding:8px 12px;align-self:flex-end" class="small">تصدیق کریں</div>
<div style="background:#fff;border-radius:10px;padding:10px 12px;max-width:92%;line-height:2.2" class="small">شکریہ! آپ کا پارسل کل روانہ ہوگا۔<br>ٹریکنگ نمبر: <span class="num">PX 7741 0932</span><br>متوقع ترسیل: <span class="num">2</span> سے <span class="num">3</span> دن</div>
</div></div>`

// --- Pharmacy POS, Sharjah: Arabic, dirhams, batches and expiry, VAT -------------------------
// Each line of the sale starts with the item's picture (posDrawings.ts), as the till shows it.
const medicine = (picture: (id: string) => string, id: string) =>
  `<span style="display:inline-block;width:34px;height:34px;border-radius:6px;overflow:hidden;vertical-align:middle;margin-inline-end:8px">${picture(id)}</span>`
const pharmacyPos = `<div class="screen" lang="ar" dir="rtl" style="background:#f8fafc;display:grid;grid-template-columns:1fr 300px">
<div style="padding:14px 18px" class="col">
<div class="row between"><div><div class="b" style="font-size:17px">نقطة البيع · فرع الشارقة – النهدة</div><div class="muted small">الصندوق <span class="num">2</span> · الوردية الصباحية</div></div><span class="input" style="width:260px">▮▮▌▌ امسح الباركود أو ابحث عن صنف</span></div>
<div class="card" style="padding:4px 8px"><table class="small"><thead><tr><th>الصنف</th><th>التشغيلة</th><th>الانتهاء</th><th>الكمية</th><th>السعر (د.إ)</th></tr></thead><tbody>
<tr><td class="sb">${medicine(paracetamol, 'm1')}باراسيتامول <span class="num">500</span> ملغ · <span class="num">24</span> قرصًا</td><td class="num">PR2407</td><td class="num">08/2027</td><td class="num">2</td><td class="num">14.50</td></tr>
<tr><td class="sb">${medicine(coughSyrup, 'm2')}شراب للسعال للأطفال <span class="num">100</span> مل</td><td class="num">CS2311</td><td><span class="pill warn"><span class="num">12/2026</span> · قريب الانتهاء</span></td><td class="num">1</td><td class="num">22.00</td></tr>
<tr><td class="sb">${medicine(vitaminD, 'm3')}فيتامين د <span class="num">1000</span> وحدة · <span class="num">60</span> كبسولة</td><td class="num">VD2502</td><td class="num">03/2028</td><td class="num">1</td><td class="num">45.00</td></tr>
<tr><td class="sb">${medicine(nasalSpray, 'm4')}محلول ملحي للأنف</td><td class="num">NS2409</td><td class="num">11/2027</td><td class="num">1</td><td class="num">18.75</td></tr>
<tr><td class="sb">${medicine(bloodPressureMonitor, 'm5')}جهاز قياس الضغط الرقمي</td><td class="num">BP2405</td><td class="muted">—</td><td class="num">1</td><td class="num">189.00</td></tr></tbody></table></div>
<div style="display:grid;grid-template-columns:repeat(3,1fr);gap:10px">
<div class="card"><div class="muted small">المخزون في الفروع</div><div class="sb">شراب للسعال: عجمان <span class="num">14</span> · الشارقة <span class="num">3</span></div><span class="btn alt small" style="margin-top:6px">طلب تحويل من عجمان</span></div>
<div class="card"><div class="muted small">تنبيهات الانتهاء (خلال <span class="num">60</span> يومًا)</div><div class="b" style="font-size:20px;color:#b45309"><span class="num">7</span> أصناف</div><div class="muted small">أُرسلت إلى المورّد للاستبدال</div></div>
<div class="card"><div class="muted small">مبيعات اليوم</div><div class="b" style="font-size:20px"><span class="num">8,420</span> د.إ</div><div class="muted small"><span class="num">163</span> فاتورة</div></div></div></div>
<div style="background:#fff;border-inline-start:1px solid #e2e8f0;padding:14px" class="col">
<div class="b" style="font-size:15px">الفاتورة <span class="num">#SHJ-44718</span></div>
<div class="row between small"><span>المجموع قبل الضريبة</span><span class="num">289.75</span></div>
<div class="row between small"><span>ضريبة القيمة المضافة <span class="num">5%</span></span><span class="num">14.49</span></div>
<div class="row between b" style="font-size:18px;border-top:1px solid #e2e8f0;padding-top:8px"><span>الإجمالي</span><span><span class="num">304.24</span> د.إ</span></div>
<div class="muted small">طريقة الدفع</div>
<div class="row" style="gap:6px"><span class="btn alt grow">نقدًا</span><span class="btn grow">بطاقة</span></div>
<div class="card small" style="background:#f0fdf4;border-color:#bbf7d0">الرقم الضريبي للصيدلية يظهر على الإيصال المطبوع</div>
<span class="btn" style="margin-top:auto;background:#15803d">إتمام البيع وطباعة الإيصال</span></div></div>`

// --- School parent portal, Islamabad: English on the desktop, Urdu on the phone ---------------
const schoolDesktop = `<div class="screen" lang="en" dir="ltr" style="background:#f8fafc;display:grid;grid-template-columns:180px 1fr">
<div class="col" style="background:#14532d;color:#d1fae5;padding:16px 14px"><div class="b" style="color:#fff;font-size:15px;margin-bottom:8px">Margalla Grammar<br>Parent Portal</div><div class="sb" style="color:#fff">Overview</div><div>Fees</div><div>Results</div><div>Attendance</div><div>Notices</div><div>Timetable</div><div class="small" style="margin-top:auto">English · اردو</div></div>
<div style="padding:16px 20px" class="col">
<div class="row between"><div><div class="b" style="font-size:18px">Ayaan's overview</div><div class="muted small">Class 7-B · F-8 campus · Term 2, 2026</div></div><span class="pill">2 children</span></div>
<div style="display:grid;grid-template-columns:repeat(3,1fr);gap:10px">
<div class="card"><div class="muted small">Fee due 10 November</div><div class="b" style="font-size:22px">Rs 18,500</div><span class="btn" style="margin-top:6px;background:#15803d">Pay with JazzCash</span></div>
<div class="card"><div class="muted small">Attendance this term</div><div class="b" style="font-size:22px">96%</div><div class="bar" style="--c:#15803d;margin-top:8px"><i style="width:96%"></i></div></div>
<div class="card"><div class="muted small">Mid-term average</div><div class="b" style="font-size:22px">84%</div><div class="small" style="color:#15803d">▲ 5 points since Term 1</div></div></div>
<div style="display:grid;grid-template-columns:1.2fr 1fr;gap:10px">
<div class="card"><div class="sb" style="margin-bottom:6px">Mid-term results</div>
${[
  ['English', 88],
  ['Urdu', 81],
  ['Mathematics', 92],
  ['General Science', 85],
  ['Islamiat', 79],
  ['Computer Studies', 90],
]
  .map(
    ([subject, score]) =>
      `<div class="row small" style="margin:5px 0"><span style="width:130px">${subject}</span><div class="bar grow" style="--c:#15803d"><i style="width:${score}%"></i></div><span class="num sb" style="width:34px;text-align:end">${score}%</span></div>`,
  )
  .join('')}</div>
<div class="card col" style="gap:8px"><div class="sb">Notices</div>
<div class="small"><span class="pill warn">Thu 23 Oct</span> Science fair: projects due at the front office</div>
<div class="small"><span class="pill">Mon 27 Oct</span> Parent-teacher meetings, 9:00–12:30</div>
<div class="small"><span class="pill ok">Read</span> Winter uniform from 1 November</div>
<div class="small"><span class="pill ok">Read</span> Trip to Lok Virsa museum, consent form</div></div></div>
</div></div>`
const schoolPhone = `<div class="screen" lang="ur" dir="rtl" style="background:#f0fdf4">
<div class="row between" style="padding:6px 16px"><span class="b" style="color:#14532d">والدین کا پورٹل</span><span class="small">English</span></div>
<div class="col" style="padding:4px 14px;gap:8px">
<div class="card"><div class="muted small">واجب الادا فیس · <span class="num">10</span> نومبر</div><div class="b" style="font-size:18px" ><span class="num">Rs 18,500</span></div><span class="btn" style="background:#15803d;margin-top:4px">ابھی ادا کریں</span></div>
<div class="card small"><div class="sb">نتیجہ: وسط مدتی امتحان</div><div class="row between"><span>ریاضی</span><span class="num sb">92%</span></div><div class="row between"><span>انگریزی</span><span class="num sb">88%</span></div><div class="row between"><span>اردو</span><span class="num sb">81%</span></div></div>
<div class="card small"><div class="sb">نیا نوٹس</div><div>سائنس میلہ: پروجیکٹ جمعرات تک جمع کروائیں۔</div></div>
</div></div>`

// --- Property developer, Riyadh: Arabic, riyals, unit search and floor plan -------------------
const unit = (name: string, area: string, floor: string, price: string, state: string, tone: string) =>
  `<div class="card col" style="gap:4px;padding:10px"><div class="row between"><span class="sb">${name}</span><span class="pill ${tone}">${state}</span></div><div class="muted small">المساحة <span class="num">${area}</span> م² · الطابق <span class="num">${floor}</span></div><div class="b" style="color:#7c2d12"><span class="num">${price}</span> ر.س</div><span class="btn alt small">طلب معاينة</span></div>`
const propertySite = `<div class="screen" lang="ar" dir="rtl" style="background:#fbfaf8">
<div class="row between" style="padding:12px 24px;border-bottom:1px solid #eee"><span class="b" style="font-size:17px;color:#7c2d12">أبراج الياسمين</span><span class="row small" style="gap:16px"><span>المشروع</span><span>الوحدات المتاحة</span><span>خطط الدفع</span><span>الموقع</span><span class="btn" style="background:#7c2d12">احجز معاينة</span><span class="muted">English</span></span></div>
<div style="height:150px;margin:14px 24px 0;border-radius:12px;overflow:hidden;position:relative;color:#fff;padding:22px 26px" class="col"><div style="position:absolute;inset:0">${towersAtDusk('pt')}</div><div style="position:absolute;inset:0;background:linear-gradient(to left,rgba(63,32,12,.86),rgba(63,32,12,.6) 45%,rgba(63,32,12,0) 72%)"></div><div class="b" style="position:relative;font-size:24px">شقق سكنية في حي الياسمين، شمال الرياض</div><div style="position:relative">من <span class="num">2</span> إلى <span class="num">4</span> غرف · حديقة داخلية · مواقف خاصة · خطط دفع ميسّرة على مراحل البناء</div></div>
<div style="display:grid;grid-template-columns:250px 1fr 300px;gap:14px;padding:14px 24px">
<div class="card col" style="gap:8px"><div class="sb">ابحث عن وحدتك</div>
<div class="muted small">عدد الغرف</div><div class="row" style="gap:6px"><span class="pill" style="background:#fff;border:1px solid #e2e8f0;color:#334155">غرفتان</span><span class="pill" style="background:#7c2d12;color:#fff">3 غرف</span><span class="pill" style="background:#fff;border:1px solid #e2e8f0;color:#334155">4 غرف</span></div>
<div class="muted small">السعر</div><div class="input small">حتى <span class="num">1,500,000</span> ر.س</div>
<div class="muted small">الطابق</div><div class="input small">من <span class="num">5</span> إلى <span class="num">18</span></div>
<div class="muted small">الإطلالة</div><div class="input small">الحديقة الداخلية</div>
<div class="muted small"><span class="num">14</span> وحدة مطابقة</div><span class="btn" style="background:#7c2d12">عرض النتائج</span></div>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:10px;align-content:start">
${unit('شقة 3 غرف · B-1204', '142', '12', '1,250,000', 'متاحة', 'ok')}
${unit('شقة 3 غرف · B-0907', '138', '9', '1,180,000', 'متاحة', 'ok')}
${unit('شقة 3 غرف · A-1502', '151', '15', '1,395,000', 'محجوزة مبدئيًا', 'warn')}
${unit('شقة 3 غرف · A-0604', '136', '6', '1,120,000', 'متاحة', 'ok')}</div>
<div class="card col" style="gap:6px"><div class="sb">مخطط الوحدة B-1204</div>
<svg viewBox="0 0 260 200" style="width:100%;height:190px;background:#fff"><g fill="none" stroke="#334155" stroke-width="3"><rect x="6" y="6" width="248" height="188"/><line x1="110" y1="6" x2="110" y2="110"/><line x1="6" y1="110" x2="180" y2="110"/><line x1="180" y1="60" x2="180" y2="194"/><line x1="180" y1="60" x2="254" y2="60"/></g><g font-family="Plex Arabic" font-size="12" fill="#475569" text-anchor="middle"><text x="58" y="60">غرفة النوم الرئيسية</text><text x="145" y="70">المعيشة</text><text x="92" y="156">غرفة نوم</text><text x="217" y="130">المطبخ</text><text x="217" y="36">الشرفة</text></g></svg>
<div class="row between small"><span>دفعة أولى <span class="num">10%</span></span><span>التسليم: الربع الرابع <span class="num">2027</span></span></div>
<span class="btn" style="background:#7c2d12">اطلب معاينة لهذه الوحدة</span></div></div></div>`

export interface Screen {
  name: string
  devices: Device[]
}

export const screens: Screen[] = [
  {
    name: 'perfume-store',
    // An Arabic store's journey reads from the right: the product page, then the checkout.
    devices: [
      phone(perfumeProduct, { left: 660, top: 70, width: 310, height: 660 }),
      phone(perfumeCheckout, { left: 310, top: 70, width: 310, height: 660 }),
    ],
  },
  { name: 'restaurant-pos', devices: [tablet(restaurantPos)] },
  { name: 'wholesale-portal', devices: [laptop(wholesalePortal)] },
  {
    name: 'clinic-site',
    devices: [laptop(clinicDesktop, { left: 60, top: 70, width: 920, height: 650 }), phone(clinicPhone)],
  },
  {
    name: 'fashion-store',
    devices: [
      phone(fashionStore, { left: 310, top: 70, width: 310, height: 660 }),
      phone(fashionConfirm, { left: 660, top: 70, width: 310, height: 660 }),
    ],
  },
  { name: 'pharmacy-pos', devices: [laptop(pharmacyPos)] },
  {
    name: 'school-portal',
    devices: [laptop(schoolDesktop, { left: 60, top: 70, width: 920, height: 650 }), phone(schoolPhone)],
  },
  { name: 'property-site', devices: [laptop(propertySite)] },
  { name: 'featured-store', devices: [laptop(featuredStore)] },
  { name: 'featured-store-ar', devices: [laptop(featuredStoreAr)] },
  { name: 'featured-store-ur', devices: [laptop(featuredStoreUr)] },
]

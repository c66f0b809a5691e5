import { same, text, type Text } from './i18n';

export interface ShopStockState {
  shopId: number;
  name: string;
  address: string;
  quantity: number;
}

export type DeviceCategory = 'phone' | 'watch' | 'tablet' | 'accessory';

export interface DeviceState {
  sku: string;
  skuUrl: string;
  /** Groups the variants (colours, memory) of one model. */
  family: string;
  category: DeviceCategory;
  /** The model with its memory, without the colour. */
  name: string;
  brand: string;
  colour: Text | null;
  colourHex: string | null;
  memory: string | null;
  price: number;
  oldPrice: number | null;
  isEsim: boolean;
  /** The e-shop's recommended order, lowest first. */
  priority: number;
  /** Whether the leasing partner finances it (devices from 100 € up). */
  leasing: boolean;
  description: Text;
  specifications: { name: Text; value: Text }[];
  /** Units in the e-shop's warehouse (courier delivery). */
  eshopStock: number;
  shops: ShopStockState[];
}

/** The shops that hold devices; quantities per device are set below. */
export const SHOPS = {
  akropolisVilnius: { shopId: 1, name: 'Pulsas Akropolis', address: 'Ozo g. 25, Vilnius' },
  panorama: { shopId: 4, name: 'Pulsas Panorama', address: 'Saltoniškių g. 9, Vilnius' },
  mega: { shopId: 2, name: 'Pulsas Mega', address: 'Islandijos pl. 32, Kaunas' },
  akropolisKlaipeda: { shopId: 3, name: 'Pulsas Akropolis Klaipėda', address: 'Taikos pr. 61, Klaipėda' },
  saulesMiestas: { shopId: 5, name: 'Pulsas Saulės miestas', address: 'Tilžės g. 109, Šiauliai' },
  babilonas: { shopId: 6, name: 'Pulsas Babilonas', address: 'Klaipėdos g. 143A, Panevėžys' },
} as const;

type ShopKey = keyof typeof SHOPS;

/** Every shop, with the quantities given (others hold none). */
function shops(quantities: Partial<Record<ShopKey, number>>): ShopStockState[] {
  return (Object.keys(SHOPS) as ShopKey[]).map((key) => ({ ...SHOPS[key], quantity: quantities[key] ?? 0 }));
}

const spec = (lt: string, en: string, ru: string, value: string | Text): DeviceState['specifications'][number] => ({
  name: text(lt, en, ru),
  value: typeof value === 'string' ? same(value) : value,
});

const display = (value: string | Text) => spec('Ekranas', 'Display', 'Экран', value);
const storage = (value: string | Text) => spec('Atmintis', 'Storage', 'Память', value);
const battery = (value: string | Text) => spec('Baterija', 'Battery', 'Батарея', value);
const camera = (value: string) => spec('Pagrindinė kamera', 'Main camera', 'Основная камера', value);
const network = (value: string) => spec('Ryšys', 'Network', 'Связь', value);
const sim = (esim: boolean) =>
  spec(
    'SIM kortelė',
    'SIM card',
    'SIM-карта',
    esim ? text('nano SIM ir eSIM', 'nano SIM and eSIM', 'nano SIM и eSIM') : text('nano SIM', 'nano SIM', 'nano SIM'),
  );

const BLACK = text('Juoda', 'Black', 'Чёрный');
const BLUE = text('Mėlyna', 'Blue', 'Синий');
const GREEN = text('Žalia', 'Green', 'Зелёный');
const WHITE = text('Balta', 'White', 'Белый');
const VIOLET = text('Violetinė', 'Violet', 'Фиолетовый');
const SILVER = text('Sidabrinė', 'Silver', 'Серебристый');
const GREY = text('Pilka', 'Grey', 'Серый');

type VariantKey = 'sku' | 'skuUrl' | 'colour' | 'colourHex' | 'price' | 'oldPrice' | 'eshopStock' | 'shops';
type Variant = Pick<DeviceState, VariantKey> & Partial<Pick<DeviceState, 'memory' | 'name' | 'priority'>>;
type Model = Omit<DeviceState, VariantKey>;

function family(model: Model, variants: Variant[]): DeviceState[] {
  return variants.map((variant) => ({
    ...model,
    ...variant,
    memory: variant.memory ?? model.memory,
    name: variant.name ?? model.name,
    priority: variant.priority ?? model.priority,
  }));
}

const IPHONE_15 = text(
  '<p>iPhone 15 su Dynamic Island, 48 MP pagrindine kamera ir USB‑C jungtimi.</p><ul><li>A16 Bionic procesorius</li><li>Keraminio stiklo ekrano apsauga</li><li>Veikia su eSIM</li></ul>',
  '<p>iPhone 15 with Dynamic Island, a 48 MP main camera and USB‑C.</p><ul><li>A16 Bionic chip</li><li>Ceramic Shield front</li><li>Works with eSIM</li></ul>',
  '<p>iPhone 15 с Dynamic Island, основной камерой 48 Мп и разъёмом USB‑C.</p><ul><li>Процессор A16 Bionic</li><li>Защита экрана Ceramic Shield</li><li>Работает с eSIM</li></ul>',
);

/**
 * What the e-shop sells: phones, watches, a tablet and accessories, each model in one or more variants
 * (colour, memory) with its own SKU. Stock is spread over the e-shop's warehouse and six shops so that
 * every case of the availability rule shows: plenty everywhere, a single unit (never offered), a few units
 * against a large stock elsewhere (hidden), only in shops, only online and sold out.
 */
export function createDevices(): DeviceState[] {
  return [
    ...family(
      {
        family: 'apple-iphone-15',
        category: 'phone',
        name: 'Apple iPhone 15 128 GB',
        brand: 'Apple',
        memory: '128 GB',
        isEsim: true,
        priority: 1,
        leasing: true,
        description: IPHONE_15,
        specifications: [display('6,1" Super Retina XDR OLED'), camera('48 MP + 12 MP'), battery('3349 mAh'), network('5G'), sim(true)],
      },
      [
        {
          sku: 'APL-IP15-128-BLK',
          skuUrl: 'apple-iphone-15-128gb-juodas',
          colour: BLACK,
          colourHex: '#35393b',
          price: 799,
          oldPrice: 879,
          eshopStock: 14,
          shops: shops({ akropolisVilnius: 3, mega: 1, panorama: 4, saulesMiestas: 2 }),
        },
        {
          sku: 'APL-IP15-128-BLU',
          skuUrl: 'apple-iphone-15-128gb-melynas',
          colour: BLUE,
          colourHex: '#d5e0e8',
          price: 799,
          oldPrice: 879,
          eshopStock: 0,
          shops: shops({ akropolisVilnius: 2, akropolisKlaipeda: 1 }),
        },
        {
          sku: 'APL-IP15-256-BLK',
          skuUrl: 'apple-iphone-15-256gb-juodas',
          name: 'Apple iPhone 15 256 GB',
          memory: '256 GB',
          colour: BLACK,
          colourHex: '#35393b',
          price: 929,
          oldPrice: null,
          eshopStock: 6,
          shops: shops({ mega: 2 }),
          priority: 2,
        },
      ],
    ),
    ...family(
      {
        family: 'apple-iphone-16-pro',
        category: 'phone',
        name: 'Apple iPhone 16 Pro 256 GB',
        brand: 'Apple',
        memory: '256 GB',
        isEsim: true,
        priority: 3,
        leasing: true,
        description: text(
          '<p>Titano korpusas, 6,3" ekranas su 120 Hz ProMotion ir kameros valdymo mygtukas.</p>',
          '<p>Titanium design, a 6.3" 120 Hz ProMotion display and Camera Control.</p>',
          '<p>Титановый корпус, экран 6,3" ProMotion 120 Гц и кнопка управления камерой.</p>',
        ),
        specifications: [
          display('6,3" Super Retina XDR OLED, 120 Hz'),
          camera('48 MP + 48 MP + 12 MP'),
          battery('3582 mAh'),
          network('5G'),
          sim(true),
        ],
      },
      [
        {
          sku: 'APL-IP16P-256-NAT',
          skuUrl: 'apple-iphone-16-pro-256gb-naturalus-titanas',
          colour: text('Natūralus titanas', 'Natural titanium', 'Натуральный титан'),
          colourHex: '#bab4a9',
          price: 1329,
          oldPrice: null,
          eshopStock: 40,
          shops: shops({ akropolisVilnius: 2, mega: 1 }),
        },
      ],
    ),
    ...family(
      {
        family: 'samsung-galaxy-s24',
        category: 'phone',
        name: 'Samsung Galaxy S24 256 GB',
        brand: 'Samsung',
        memory: '256 GB',
        isEsim: true,
        priority: 4,
        leasing: true,
        description: text(
          '<p>Kompaktiškas flagmanas su Galaxy AI funkcijomis ir 7 metų programinės įrangos atnaujinimais.</p>',
          '<p>A compact flagship with Galaxy AI and seven years of software updates.</p>',
          '<p>Компактный флагман с функциями Galaxy AI и семью годами обновлений.</p>',
        ),
        specifications: [
          display('6,2" Dynamic AMOLED 2X, 120 Hz'),
          camera('50 MP + 12 MP + 10 MP'),
          battery('4000 mAh'),
          network('5G'),
          sim(true),
        ],
      },
      [
        {
          sku: 'SMS-S24-256-VIO',
          skuUrl: 'samsung-galaxy-s24-256gb-violetinis',
          colour: VIOLET,
          colourHex: '#c9b8de',
          price: 749,
          oldPrice: 959,
          eshopStock: 9,
          shops: shops({ akropolisVilnius: 1, babilonas: 3 }),
        },
        {
          sku: 'SMS-S24-256-BLK',
          skuUrl: 'samsung-galaxy-s24-256gb-juodas',
          colour: BLACK,
          colourHex: '#2b2b2e',
          price: 749,
          oldPrice: 959,
          eshopStock: 1,
          shops: shops({}),
        },
      ],
    ),
    ...family(
      {
        family: 'samsung-galaxy-a55',
        category: 'phone',
        name: 'Samsung Galaxy A55 128 GB',
        brand: 'Samsung',
        memory: '128 GB',
        isEsim: true,
        priority: 5,
        leasing: true,
        description: text(
          '<p>Atsparus vandeniui ir dulkėms (IP67), 5000 mAh baterija.</p>',
          '<p>Water and dust resistant (IP67), with a 5000 mAh battery.</p>',
          '<p>Защита от воды и пыли (IP67), батарея 5000 мАч.</p>',
        ),
        specifications: [
          display('6,6" Super AMOLED, 120 Hz'),
          camera('50 MP + 12 MP + 5 MP'),
          battery('5000 mAh'),
          network('5G'),
          sim(true),
        ],
      },
      [
        {
          sku: 'SMS-A55-128-BLU',
          skuUrl: 'samsung-galaxy-a55-128gb-melynas',
          colour: BLUE,
          colourHex: '#9fb8d9',
          price: 399,
          oldPrice: null,
          eshopStock: 0,
          shops: shops({ akropolisVilnius: 2, akropolisKlaipeda: 1 }),
        },
        {
          sku: 'SMS-A55-128-BLK',
          skuUrl: 'samsung-galaxy-a55-128gb-juodas',
          colour: BLACK,
          colourHex: '#2b2b2e',
          price: 399,
          oldPrice: null,
          eshopStock: 12,
          shops: shops({ mega: 3, saulesMiestas: 2 }),
        },
      ],
    ),
    ...family(
      {
        family: 'google-pixel-8a',
        category: 'phone',
        name: 'Google Pixel 8a 128 GB',
        brand: 'Google',
        memory: '128 GB',
        isEsim: true,
        priority: 6,
        leasing: true,
        description: text(
          '<p>Gryna Android patirtis ir 7 metai atnaujinimų.</p>',
          '<p>Pure Android and seven years of updates.</p>',
          '<p>Чистый Android и семь лет обновлений.</p>',
        ),
        specifications: [display('6,1" OLED, 120 Hz'), camera('64 MP + 13 MP'), battery('4492 mAh'), network('5G'), sim(true)],
      },
      [
        {
          sku: 'GOO-P8A-128-BLK',
          skuUrl: 'google-pixel-8a-128gb-juodas',
          colour: BLACK,
          colourHex: '#2f3033',
          price: 449,
          oldPrice: 529,
          eshopStock: 5,
          shops: shops({}),
        },
      ],
    ),
    ...family(
      {
        family: 'xiaomi-redmi-note-13',
        category: 'phone',
        name: 'Xiaomi Redmi Note 13 256 GB',
        brand: 'Xiaomi',
        memory: '256 GB',
        isEsim: false,
        priority: 7,
        leasing: true,
        description: text(
          '<p>108 MP kamera už gerą kainą.</p>',
          '<p>A 108 MP camera at a good price.</p>',
          '<p>Камера 108 Мп по хорошей цене.</p>',
        ),
        specifications: [display('6,67" AMOLED, 120 Hz'), camera('108 MP + 8 MP + 2 MP'), battery('5000 mAh'), network('4G'), sim(false)],
      },
      [
        {
          sku: 'XIA-RN13-256-GRN',
          skuUrl: 'xiaomi-redmi-note-13-256gb-zalias',
          colour: GREEN,
          colourHex: '#a8c8a0',
          price: 229,
          oldPrice: 259,
          eshopStock: 7,
          shops: shops({}),
        },
        {
          sku: 'XIA-RN13-128-BLK',
          skuUrl: 'xiaomi-redmi-note-13-128gb-juodas',
          name: 'Xiaomi Redmi Note 13 128 GB',
          memory: '128 GB',
          colour: BLACK,
          colourHex: '#26282b',
          price: 189,
          oldPrice: null,
          eshopStock: 20,
          shops: shops({ mega: 4, akropolisKlaipeda: 3, babilonas: 2 }),
          priority: 8,
        },
      ],
    ),
    ...family(
      {
        family: 'nokia-105',
        category: 'phone',
        name: 'Nokia 105',
        brand: 'Nokia',
        memory: null,
        isEsim: false,
        priority: 12,
        leasing: false,
        description: text(
          '<p>Paprastas telefonas su ilgai veikiančia baterija.</p>',
          '<p>A simple phone with a long-lasting battery.</p>',
          '<p>Простой телефон с долгой батареей.</p>',
        ),
        specifications: [display('1,8"'), storage('4 MB'), battery('1000 mAh'), network('2G'), sim(false)],
      },
      [
        {
          sku: 'NOK-105-BLK',
          skuUrl: 'nokia-105-juodas',
          colour: BLACK,
          colourHex: '#1f2023',
          price: 24.99,
          oldPrice: null,
          eshopStock: 0,
          shops: shops({ akropolisVilnius: 1 }),
        },
      ],
    ),
    ...family(
      {
        family: 'apple-watch-se',
        category: 'watch',
        name: 'Apple Watch SE 40 mm GPS + Cellular',
        brand: 'Apple',
        memory: null,
        isEsim: true,
        priority: 9,
        leasing: true,
        description: text(
          '<p>Laikrodis su savo numeriu: skambink ir rašyk be telefono, kai jis su Pulso eSIM.</p>',
          '<p>A watch with its own number: call and text without your phone with a Pulsas eSIM.</p>',
          '<p>Часы со своим номером: звоните и пишите без телефона с eSIM от Pulsas.</p>',
        ),
        specifications: [
          display('40 mm Retina LTPO OLED'),
          network('LTE'),
          sim(true),
          battery(text('iki 18 val.', 'up to 18 hours', 'до 18 часов')),
        ],
      },
      [
        {
          sku: 'APL-AWSE-40-MID',
          skuUrl: 'apple-watch-se-40mm-cellular-tamsus',
          colour: text('Tamsiai mėlyna', 'Midnight', 'Тёмная ночь'),
          colourHex: '#232a31',
          price: 329,
          oldPrice: null,
          eshopStock: 8,
          shops: shops({ akropolisVilnius: 2, panorama: 1 }),
        },
        {
          sku: 'APL-AWSE-40-STL',
          skuUrl: 'apple-watch-se-40mm-cellular-sidabrinis',
          colour: SILVER,
          colourHex: '#e3e4e5',
          price: 329,
          oldPrice: null,
          eshopStock: 3,
          shops: shops({}),
        },
      ],
    ),
    ...family(
      {
        family: 'samsung-galaxy-watch6',
        category: 'watch',
        name: 'Samsung Galaxy Watch6 40 mm LTE',
        brand: 'Samsung',
        memory: null,
        isEsim: true,
        priority: 10,
        leasing: true,
        description: text(
          '<p>Miego ir sveikatos stebėjimas, LTE ryšys su eSIM.</p>',
          '<p>Sleep and health tracking, LTE with eSIM.</p>',
          '<p>Отслеживание сна и здоровья, LTE с eSIM.</p>',
        ),
        specifications: [display('1,3" Super AMOLED'), network('LTE'), sim(true), battery('300 mAh')],
      },
      [
        {
          sku: 'SMS-GW6-40-GRA',
          skuUrl: 'samsung-galaxy-watch6-40mm-lte-grafitas',
          colour: GREY,
          colourHex: '#4a4c50',
          price: 249,
          oldPrice: 329,
          eshopStock: 0,
          shops: shops({}),
        },
      ],
    ),
    ...family(
      {
        family: 'samsung-galaxy-tab-a9-plus',
        category: 'tablet',
        name: 'Samsung Galaxy Tab A9+ 64 GB 5G',
        brand: 'Samsung',
        memory: '64 GB',
        isEsim: false,
        priority: 11,
        leasing: true,
        description: text(
          '<p>11" planšetė filmams ir mokslams su 5G ryšiu.</p>',
          '<p>An 11" tablet for films and study, with 5G.</p>',
          '<p>Планшет 11" для фильмов и учёбы с 5G.</p>',
        ),
        specifications: [display('11" LCD, 90 Hz'), battery('7040 mAh'), network('5G'), sim(false)],
      },
      [
        {
          sku: 'SMS-TA9P-64-GRA',
          skuUrl: 'samsung-galaxy-tab-a9-plus-64gb-5g-grafitas',
          colour: GREY,
          colourHex: '#4a4c50',
          price: 279,
          oldPrice: null,
          eshopStock: 4,
          shops: shops({ mega: 1, akropolisVilnius: 2 }),
        },
      ],
    ),
    ...family(
      {
        family: 'apple-airpods-pro-2',
        category: 'accessory',
        name: 'Apple AirPods Pro (2 kartos)',
        brand: 'Apple',
        memory: null,
        isEsim: false,
        priority: 13,
        leasing: true,
        description: text(
          '<p>Aktyvus triukšmo slopinimas ir USB‑C dėklas.</p>',
          '<p>Active noise cancellation and a USB‑C case.</p>',
          '<p>Активное шумоподавление и кейс с USB‑C.</p>',
        ),
        specifications: [battery(text('iki 6 val. (30 val. su dėklu)', 'up to 6 hours (30 with the case)', 'до 6 часов (30 с кейсом)'))],
      },
      [
        {
          sku: 'APL-APP2-WHT',
          skuUrl: 'apple-airpods-pro-2',
          colour: WHITE,
          colourHex: '#f5f5f7',
          price: 249,
          oldPrice: 279,
          eshopStock: 25,
          shops: shops({ akropolisVilnius: 4, mega: 3, akropolisKlaipeda: 2, panorama: 2 }),
        },
      ],
    ),
    ...family(
      {
        family: 'samsung-25w-charger',
        category: 'accessory',
        name: 'Samsung 25 W USB‑C įkroviklis',
        brand: 'Samsung',
        memory: null,
        isEsim: false,
        priority: 14,
        leasing: false,
        description: text(
          '<p>Greitasis įkroviklis su USB‑C jungtimi.</p>',
          '<p>A fast charger with a USB‑C port.</p>',
          '<p>Быстрое зарядное устройство с разъёмом USB‑C.</p>',
        ),
        specifications: [spec('Galia', 'Power', 'Мощность', '25 W')],
      },
      [
        {
          sku: 'SMS-CHG25-WHT',
          skuUrl: 'samsung-25w-usb-c-ikroviklis',
          colour: WHITE,
          colourHex: '#f2f2f2',
          price: 19.99,
          oldPrice: null,
          eshopStock: 60,
          shops: shops({ akropolisVilnius: 10, mega: 8, akropolisKlaipeda: 5, saulesMiestas: 4, babilonas: 3, panorama: 6 }),
        },
      ],
    ),
  ];
}

/** Units anywhere: the e-shop's warehouse and every shop. */
export function stockOf(device: DeviceState): number {
  return device.eshopStock + device.shops.reduce((sum, shop) => sum + shop.quantity, 0);
}

/** Leasing terms the partner offers (assumed): 12 and 24 months interest-free, 36 months at 9.9 % a year. */
export const LEASING_TERMS: readonly { months: number; annualInterestRate: number }[] = [
  { months: 12, annualInterestRate: 0 },
  { months: 24, annualInterestRate: 0 },
  { months: 36, annualInterestRate: 9.9 },
];

const cents = (value: number) => Math.round(value * 100) / 100;

/** The instalment plans for a price: an annuity at the term's rate, in whole cents. */
export function leasingOffers(
  device: DeviceState,
): { months: number; monthlyPayment: number; total: number; annualInterestRate: number }[] {
  if (!device.leasing) return [];
  return LEASING_TERMS.map(({ months, annualInterestRate }) => {
    const rate = annualInterestRate / 100 / 12;
    const monthly = rate === 0 ? device.price / months : (device.price * rate) / (1 - (1 + rate) ** -months);
    const monthlyPayment = Math.ceil(monthly * 100) / 100;
    return { months, monthlyPayment, total: cents(monthlyPayment * months), annualInterestRate };
  });
}

/** One unit sold: from the pick-up shop, or from the e-shop's warehouse for delivery. */
export function takeDeviceFromStock(world: { devices: DeviceState[] }, sku: string, shopId: number | null): void {
  const device = world.devices.find((candidate) => candidate.sku === sku);
  if (!device) return;
  const shop = shopId === null ? undefined : device.shops.find((candidate) => candidate.shopId === shopId);
  if (shop) shop.quantity = Math.max(0, shop.quantity - 1);
  else device.eshopStock = Math.max(0, device.eshopStock - 1);
}

/**
 * A device's address slug in a language (the API's skuUrl answers in the request's): the Lithuanian slug's
 * colour and product words in English or Russian (transliterated), so no English or Russian address
 * carries Lithuanian words. The Lithuanian slug is the state's own (and its pictures' names).
 */
const SLUG_WORDS: Record<string, { en: string; ru: string }> = {
  juodas: { en: 'black', ru: 'chernyy' },
  melynas: { en: 'blue', ru: 'siniy' },
  zalias: { en: 'green', ru: 'zelenyy' },
  violetinis: { en: 'violet', ru: 'fioletovyy' },
  sidabrinis: { en: 'silver', ru: 'serebristyy' },
  tamsus: { en: 'midnight', ru: 'temnyy' },
  grafitas: { en: 'graphite', ru: 'grafit' },
  'naturalus-titanas': { en: 'natural-titanium', ru: 'naturalnyy-titan' },
  ikroviklis: { en: 'charger', ru: 'zaryadnoe-ustroystvo' },
};

export function slugIn(device: Pick<DeviceState, 'skuUrl'>, language: 'lt' | 'en' | 'ru'): string {
  if (language === 'lt') return device.skuUrl;
  const word = Object.keys(SLUG_WORDS).find((lt) => device.skuUrl.endsWith(`-${lt}`));
  return word ? `${device.skuUrl.slice(0, -word.length)}${SLUG_WORDS[word]![language]}` : device.skuUrl;
}

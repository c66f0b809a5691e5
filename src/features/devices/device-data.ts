import type { PageParams } from '@/shared/routing/screen';
import type { components } from '@generated/api/schema';
import type { Language } from '@generated/routes';
import { isHandled } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { memoized } from '@/shared/api/memo';
import type { Services } from '@/shared/services';
import { availability, type Availability } from './stock';

type Schemas = components['schemas'];
export type Device = Schemas['Device'];
export type DeviceDetails = Schemas['DeviceDetails'];
export type DeviceStock = Schemas['DeviceStock'];
export type DeviceCategory = Schemas['DeviceCategory'];
export type LeasingOffer = Schemas['LeasingOffer'];

export const CATEGORIES: readonly DeviceCategory[] = ['phone', 'watch', 'tablet', 'accessory'];
export const SORT_ORDERS = ['recommended', 'price-asc', 'price-desc', 'name'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The Devices page's filters and order, as its address carries them (spec/routes.yaml Devices query). */
export interface DeviceFilters {
  category: DeviceCategory | null;
  brand: string | null;
  esim: boolean;
  stock: boolean;
  sort: SortOrder;
}

export function parseFilters(query: URLSearchParams): DeviceFilters {
  const category = query.get('category');
  const sort = query.get('sort');
  return {
    category: (CATEGORIES as readonly string[]).includes(category ?? '') ? (category as DeviceCategory) : null,
    brand: query.get('brand')?.trim() || null,
    esim: query.get('esim') === '1',
    stock: query.get('stock') === '1',
    sort: (SORT_ORDERS as readonly string[]).includes(sort ?? '') ? (sort as SortOrder) : 'recommended',
  };
}

/** The query of a set of filters: defaults are left out, so the plain page has a plain address. */
export function filtersQuery(filters: DeviceFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.category) query.category = filters.category;
  if (filters.brand) query.brand = filters.brand;
  if (filters.esim) query.esim = '1';
  if (filters.stock) query.stock = '1';
  if (filters.sort !== 'recommended') query.sort = filters.sort;
  return query;
}

/** Whether a SKU shows as in stock; null when its stock could not be loaded. */
export type StockBySku = Record<string, boolean | null>;

export interface Catalogue {
  devices: Device[];
  inStock: StockBySku;
}

/**
 * Every device (or only eSIM ones, the API's filter), and what shows as in stock: each SKU the warehouse
 * holds any unit of is asked GET /device/{sku}/stock (in parallel) and the e-shop rule decides. A stock
 * that fails to load leaves that SKU unknown; the first such failure opens the error popup.
 */
export async function loadCatalogue(services: Services, lang: Language, esimOnly: boolean): Promise<Catalogue> {
  return memoized(services, `devices:${lang}:${esimOnly}`, 60_000, async () => {
    const devices = await unwrap(services.api.GET('/devices', { params: { query: esimOnly ? { esim: true } : {} } }));
    const counted = devices.filter((device) => device.inStock);
    const answers = await Promise.allSettled(
      counted.map((device) => unwrap(services.api.GET('/device/{sku}/stock', { params: { path: { sku: device.sku } } }))),
    );
    const failed = answers.find((answer): answer is PromiseRejectedResult => answer.status === 'rejected');
    if (failed && isHandled(failed.reason)) throw failed.reason;
    if (failed) services.fail(failed.reason);
    const inStock: StockBySku = Object.fromEntries(devices.map((device) => [device.sku, false]));
    counted.forEach((device, i) => {
      const answer = answers[i]!;
      inStock[device.sku] = answer.status === 'fulfilled' ? availability(answer.value).inStock : null;
    });
    return { devices, inStock };
  });
}

/** One card of the list: a model with its memory, in every colour that passes the filters. */
export interface ModelCard {
  key: string;
  name: string;
  brand: string;
  category: DeviceCategory;
  isEsim: boolean;
  imageUrl: string;
  /** The variant the card links to: the first one in stock, else the first. */
  skuUrl: string;
  price: number;
  /** The variants' prices differ: the price is the lowest ("from"). */
  priceFrom: boolean;
  oldPrice: number | null;
  monthlyPrice: number | null;
  colours: { name: string; hex: string | null }[];
  /** null: not known (the stock did not load). */
  inStock: boolean | null;
  priority: number;
}

const collator = (lang: Language) => new Intl.Collator(lang, { sensitivity: 'base' });

/** The brands to choose from: those of the chosen category, in alphabetical order. */
export function brandsOf(devices: readonly Device[], category: DeviceCategory | null, lang: Language): string[] {
  const brands = new Set(devices.filter((device) => !category || device.category === category).map((device) => device.brand));
  return [...brands].sort(collator(lang).compare);
}

/** The cards the filters leave, in the chosen order (pure: the page and its tests use it). */
export function listModels(catalogue: Catalogue, filters: DeviceFilters, lang: Language): ModelCard[] {
  const passes = (device: Device) =>
    (!filters.category || device.category === filters.category) &&
    (!filters.brand || device.brand.toLowerCase() === filters.brand.toLowerCase()) &&
    (!filters.esim || device.isEsim) &&
    (!filters.stock || catalogue.inStock[device.sku] === true);
  const groups = new Map<string, Device[]>();
  for (const device of [...catalogue.devices].sort((a, b) => a.priority - b.priority)) {
    if (!passes(device)) continue;
    const key = `${device.family}|${device.memory ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), device]);
  }
  const cards = [...groups.entries()].map(([key, variants]): ModelCard => {
    const stock = variants.map((variant) => catalogue.inStock[variant.sku] ?? null);
    const shown = variants[Math.max(0, stock.indexOf(true))]!;
    const cheapest = variants.reduce((low, variant) => (variant.price < low.price ? variant : low));
    const monthly = variants.map((variant) => variant.monthlyPrice).filter((price): price is number => price !== null);
    const colours = new Map(variants.filter((v) => v.colour).map((v) => [v.colour!, { name: v.colour!, hex: v.colourHex }]));
    return {
      key,
      name: shown.name,
      brand: shown.brand,
      category: shown.category,
      isEsim: shown.isEsim,
      imageUrl: shown.imageUrl,
      skuUrl: shown.skuUrl,
      price: cheapest.price,
      priceFrom: variants.some((variant) => variant.price !== cheapest.price),
      oldPrice: cheapest.oldPrice,
      monthlyPrice: monthly.length ? Math.min(...monthly) : null,
      colours: [...colours.values()],
      inStock: stock.includes(true) ? true : stock.includes(null) ? null : false,
      priority: Math.min(...variants.map((variant) => variant.priority)),
    };
  });
  const byName = collator(lang).compare;
  const order: Record<SortOrder, (a: ModelCard, b: ModelCard) => number> = {
    recommended: (a, b) => a.priority - b.priority,
    'price-asc': (a, b) => a.price - b.price || byName(a.name, b.name),
    'price-desc': (a, b) => b.price - a.price || byName(a.name, b.name),
    name: (a, b) => byName(a.name, b.name),
  };
  return cards.sort(order[filters.sort]);
}

/** What the device page shows; null parts could not be loaded (the popup said so). */
export interface DevicePageData {
  /** The page's title (RouteHead): the device and its colour, so no two variants share one. */
  pageTitle: string;
  /** The page's meta description and link preview (RouteHead): the device and its price. */
  pageDescription: string;
  /** The picture of a shared link to the page: the device's photo. */
  pageImage: string;
  /** The page's address params in each language (src/shared/routing/page-params.ts). */
  pageParams: PageParams;
  device: DeviceDetails;
  /** The description's HTML, sanitised (src/shared/content/sanitize), in the browser or at build time. */
  descriptionHtml: string;
  /**
   * The stock by place; null when it could not be read; 'checking' in the prerendered page, which leaves the
   * stock to the live one (it changes by the hour): the HTML says it is being checked, not that it failed.
   */
  availability: Availability | null | 'checking';
  /** Every variant of the model (colours, memory), itself included; [] when they could not be loaded. */
  variants: Device[];
}

/** The variants of a device by their SKU codes (GET /devices?skuCode=..), or just itself. */
export async function loadVariants(services: Services, device: DeviceDetails): Promise<Device[]> {
  if (device.variantSkus.length < 2) return [];
  return unwrap(services.api.GET('/devices', { params: { query: { skuCode: device.variantSkus } } }));
}

/** How a device is paid for, as the address and the order keep it: the full price or a leasing term. */
export type PaymentChoice = { requestType: 0 } | { requestType: 1; months: number };

export const paymentKey = (choice: PaymentChoice) => (choice.requestType === 0 ? 'full' : `leasing-${choice.months}`);

export function parsePayment(value: string | null, offers: readonly LeasingOffer[]): PaymentChoice {
  const months = /^leasing-(\d+)$/.exec(value ?? '')?.[1];
  if (months && offers.some((offer) => offer.months === Number(months))) return { requestType: 1, months: Number(months) };
  return { requestType: 0 };
}

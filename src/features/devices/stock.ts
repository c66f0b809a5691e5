import * as constants from '@generated/constants';

/** What GET /device/{sku}/stock answers: the total (e-shop included) and each shop's count. */
export interface StockCounts {
  quantity: number;
  shops: readonly { shopId: number; name: string; address: string; quantity: number }[];
}

export interface StockRule {
  /** Per cent of each place's count never offered (campaign seed §9 "E-shop ignored percentage"). */
  ignoredPercentage: number;
  /** A place offering less than this per cent of all offered units is hidden (§9 "E-shop hidden percentage"). */
  hiddenPercentage: number;
}

export const SEED_STOCK_RULE: StockRule = {
  ignoredPercentage: constants.eshopIgnoredPercentage,
  hiddenPercentage: constants.eshopHiddenPercentage,
};

export interface PlaceAvailability {
  /** null: the e-shop's warehouse (courier delivery); else the shop's id. */
  shopId: number | null;
  name: string | null;
  address: string | null;
  /** Shown as in stock: the customer can order it from here. */
  available: boolean;
}

export interface Availability {
  /** The e-shop (delivery) first, then the shops in the API's order. */
  places: PlaceAvailability[];
  /** Some place shows it in stock. */
  inStock: boolean;
}

/**
 * Units of a count that are offered: the ignored percentage of it (rounded up) is held back for display
 * units, reservations and count errors, so a place's single unit is never promised.
 */
export function offeredUnits(quantity: number, ignoredPercentage: number): number {
  if (quantity <= 0) return 0;
  return Math.max(0, quantity - Math.ceil((quantity * ignoredPercentage) / 100));
}

/**
 * What shows as in stock, by place (`# assumed` reading in spec/app.yaml of campaign seed §9's e-shop
 * constants): each place offers its count less the ignored percentage; a place whose offered units are
 * under the hidden percentage of all offered units is hidden (shown as out of stock), since a handful of
 * units against a large stock elsewhere is most likely already sold or on display. The e-shop's count is
 * the total less the shops'.
 */
export function availability(stock: StockCounts, rule: StockRule = SEED_STOCK_RULE): Availability {
  const shopsTotal = stock.shops.reduce((sum, shop) => sum + Math.max(0, shop.quantity), 0);
  const counts = [
    { shopId: null, name: null, address: null, quantity: Math.max(0, stock.quantity - shopsTotal) },
    ...stock.shops.map(({ shopId, name, address, quantity }) => ({ shopId, name, address, quantity })),
  ];
  const offered = counts.map((place) => offeredUnits(place.quantity, rule.ignoredPercentage));
  const total = offered.reduce((sum, units) => sum + units, 0);
  const threshold = (total * rule.hiddenPercentage) / 100;
  const places = counts.map((place, i) => ({
    shopId: place.shopId,
    name: place.name,
    address: place.address,
    available: offered[i]! > 0 && offered[i]! >= threshold,
  }));
  return { places, inStock: places.some((place) => place.available) };
}

import { matchRoute } from '@/shared/routing/paths';
import { routes } from '@/shared/routing/route-table';
import { routesFor } from '@/shared/routing/route-discovery';

/** What a discount says of its dates (GET /corporate/discounts). */
interface Dated {
  url: string;
  validFrom: string;
  validTo: string | null;
}

/**
 * A discount that opens a campaign's page runs by that campaign (issue 49: one source for a campaign's
 * period). The campaign file's window is the period every page names (its landing, its rules, the
 * prerendered HTML); the discount's own dates can only narrow it, as the API's campaign record does
 * (runningPeriod in availability.ts). A discount that opens no campaign keeps the API's dates.
 */
export function discountPeriod<D extends Dated>(discount: D): D {
  const path = discount.url.startsWith('/') ? discount.url.split(/[?#]/)[0]! : undefined;
  const match = path ? matchRoute(path) : null;
  const record = match ? routes[match.key] : undefined;
  if (!record?.activeFrom || !record.activeTo) return discount;
  const later = (a: string, b: string) => (Date.parse(a) > Date.parse(b) ? a : b);
  const earlier = (a: string, b: string) => (Date.parse(a) < Date.parse(b) ? a : b);
  return {
    ...discount,
    validFrom: later(discount.validFrom, record.activeFrom),
    validTo: discount.validTo ? earlier(discount.validTo, record.activeTo) : record.activeTo,
  };
}

/**
 * The discounts current at `now`, each in its campaign's period: a discount for a campaign that has ended
 * is not offered. A discount that opens a page none of the spec's own routes serve may open a campaign's:
 * the campaigns' routes load first (only then, so a page whose discounts open none never loads them).
 */
export async function currentDiscounts<D extends Dated>(discounts: readonly D[], now: Date): Promise<D[]> {
  await Promise.all(discounts.map((d) => (d.url.startsWith('/') ? routesFor(d.url.split(/[?#]/)[0]!) : Promise.resolve())));
  const time = now.getTime();
  return discounts
    .map(discountPeriod)
    .filter((d) => Date.parse(d.validFrom) <= time && (d.validTo === null || time <= Date.parse(d.validTo)));
}

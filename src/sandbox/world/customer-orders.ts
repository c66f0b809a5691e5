import { leasingOffers, SHOPS, type DeviceState } from './devices';
import { pick, text, type Language, type Text } from './i18n';
import { hashText } from './seeded-random';
import { addDays, addMinutes } from './time';

export type OrderKind = 'device' | 'esim' | 'sim';
export type OrderStatus = 'placed' | 'paid' | 'sent' | 'ready' | 'delivered';

/** A device, eSIM or SIM order of a number (spec/api/orders.yaml, # assumed). Its status follows from the clock. */
export interface CustomerOrderState {
  id: string;
  msisdn: string;
  kind: OrderKind;
  title: Text;
  placedAt: Date;
  /** null while its payment waits on the payment page. */
  paidAt: Date | null;
  delivery: 'courier' | 'shop' | 'online';
  shopId: number | null;
  address: string | null;
  total: number;
  instalments: { months: number; monthlyPayment: number } | null;
}

/** How an order moves once paid (assumed): the courier takes it after 3 hours and brings it 2 days later; a shop has it ready after 2 hours. */
export const SENT_AFTER_MINUTES = 180;
export const DELIVERED_AFTER_DAYS = 2;
export const READY_AFTER_MINUTES = 120;

/** The statuses an order has reached by `now`, oldest first. */
export function orderHistory(order: CustomerOrderState, now: Date): { status: OrderStatus; at: Date }[] {
  const steps: { status: OrderStatus; at: Date }[] = [{ status: 'placed', at: order.placedAt }];
  const paid = order.paidAt;
  if (!paid || paid > now) return steps;
  steps.push({ status: 'paid', at: paid });
  if (order.delivery === 'online') steps.push({ status: 'delivered', at: paid });
  else if (order.delivery === 'shop') steps.push({ status: 'ready', at: addMinutes(paid, READY_AFTER_MINUTES) });
  else {
    steps.push({ status: 'sent', at: addMinutes(paid, SENT_AFTER_MINUTES) });
    steps.push({ status: 'delivered', at: addDays(addMinutes(paid, SENT_AFTER_MINUTES), DELIVERED_AFTER_DAYS) });
  }
  return steps.filter((step) => step.at <= now);
}

/** The courier's parcel code, once the parcel is sent; the same for an order in every world. */
function trackingOf(order: CustomerOrderState, sent: boolean) {
  if (order.delivery !== 'courier' || !sent) return null;
  const code = `CE${String(hashText(`parcel-${order.id}`) % 1_000_000_000).padStart(9, '0')}LT`;
  return { code, url: `https://siuntos.example.lt/sekti/${code}` };
}

/** An order as GET /orders answers it, in the request's language. */
export function orderView(order: CustomerOrderState, now: Date, language: Language) {
  const history = orderHistory(order, now);
  const status = history[history.length - 1]!.status;
  const shop = Object.values(SHOPS).find((one) => one.shopId === order.shopId);
  return {
    id: order.id,
    kind: order.kind,
    title: pick(order.title, language),
    placedAt: order.placedAt.toISOString(),
    status,
    history: history.map((step) => ({ status: step.status, at: step.at.toISOString() })),
    delivery: order.delivery,
    shopName: shop?.name ?? null,
    address: shop?.address ?? order.address,
    tracking: trackingOf(
      order,
      history.some((step) => step.status === 'sent'),
    ),
    total: order.total,
    instalments: order.instalments,
  };
}

export function deviceTitle(device: Pick<DeviceState, 'name' | 'colour'>): Text {
  const colour = device.colour;
  return colour
    ? text(`${device.name}, ${colour.lt}`, `${device.name}, ${colour.en}`, `${device.name}, ${colour.ru}`)
    : text(device.name, device.name, device.name);
}

export const SIM_TITLE = text('Nauja SIM kortelė', 'Replacement SIM card', 'Новая SIM-карта');
export const ESIM_TITLE = text('eSIM', 'eSIM', 'eSIM');

/**
 * The demo's orders (src/sandbox/README.md): the postpaid demo's phone on 24 instalments is with the courier,
 * and the family holder's watch came three weeks ago.
 */
export function createCustomerOrders(now: Date, devices: DeviceState[]): CustomerOrderState[] {
  const phone = devices.find((one) => one.sku === 'APL-IP15-128-BLK');
  const watch = devices.find((one) => one.category === 'watch');
  const orders: CustomerOrderState[] = [];
  if (phone) {
    const offer = leasingOffers(phone).find((one) => one.months === 24);
    orders.push({
      id: 'D0901',
      msisdn: '61234568',
      kind: 'device',
      title: deviceTitle(phone),
      placedAt: addMinutes(now, -26 * 60),
      paidAt: addMinutes(now, -26 * 60 + 4),
      delivery: 'courier',
      shopId: null,
      address: 'Gedimino pr. 20-5, LT-01103 Vilnius',
      total: offer?.total ?? phone.price,
      instalments: offer ? { months: offer.months, monthlyPayment: offer.monthlyPayment } : null,
    });
  }
  if (watch)
    orders.push({
      id: 'D0877',
      msisdn: '61234577',
      kind: 'device',
      title: deviceTitle(watch),
      placedAt: addDays(now, -21),
      paidAt: addDays(now, -21),
      delivery: 'courier',
      shopId: null,
      address: 'Savanorių pr. 112-8, LT-03153 Vilnius',
      total: watch.price,
      instalments: null,
    });
  return orders;
}

export function ordersOf(orders: CustomerOrderState[], msisdn: string): CustomerOrderState[] {
  return orders.filter((order) => order.msisdn === msisdn).sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime());
}

/** Records a paid order of a logged-in number (an approved device or eSIM payment, an eSIM change paid at once, a SIM). */
export function recordOrder(orders: CustomerOrderState[], order: Omit<CustomerOrderState, 'id'> & { id?: string }): CustomerOrderState {
  const made: CustomerOrderState = { ...order, id: order.id ?? `O${1001 + orders.length}` };
  orders.push(made);
  return made;
}

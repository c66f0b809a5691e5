import type { Schemas } from '../api-types';
import { addDays } from './time';

export type ItemPrize = Schemas['ItemPurchasePrize'];
/** Invalid 0 (used), Valid 1 (may buy at the campaign price), ValidPromo 2 (gets the item free). */
export type ItemTransactionStatus = Schemas['AirpodTransactionStatus'];

export interface ItemDelivery {
  firstName: string;
  lastName: string;
  email: string;
  location: number;
}

export interface ItemOrderRecord {
  orderId: string;
  prizeId: number;
  price: number;
  paymentMethod: 0 | 1 | 2;
  at: Date;
}

/** A transaction (a refill or plan purchase) that makes its number eligible for a campaign item. */
export interface ItemTransactionState {
  transactionId: string;
  /** The earphone campaign is `AirPods`; item-purchase plan pages name theirs in the address. */
  campaignName: string;
  msisdn: string;
  status: ItemTransactionStatus;
  /** The item an item-purchase transaction buys; null for the earphone campaign (the customer picks). */
  prizeId: number | null;
  shipment: ItemDelivery | null;
  order: ItemOrderRecord | null;
  at: Date;
}

export interface AirpodState {
  transactions: Map<string, ItemTransactionState>;
  /** Last order number given. */
  serial: number;
}

/** The items on offer (type meanings are the item supplier's codes). */
export const ITEM_PRIZES: readonly ItemPrize[] = [
  { type: 'SK', id: 1, name: 'Apple AirPods 4', price: 99, isActive: true },
  { type: 'SK', id: 2, name: 'Apple AirPods Pro 2', price: 189, isActive: true },
  { type: 'FSG', id: 3, name: 'Samsung Galaxy Buds3', price: 79, isActive: true },
  { type: 'JAUTI', id: 4, name: 'JBL Tune 520BT', price: 29, isActive: false },
];

export function itemPrize(id: number): ItemPrize | undefined {
  return ITEM_PRIZES.find((prize) => prize.id === id);
}

/**
 * One transaction of every status (CAMPAIGNS.md): AP-VALID may buy, AP-PROMO gets earphones free,
 * AP-USED already has its delivery stored; IP-1001 and IP-1002 are item-purchase plan pages.
 */
export function createAirpods(now: Date): AirpodState {
  const transaction = (
    transactionId: string,
    campaignName: string,
    msisdn: string,
    status: ItemTransactionStatus,
    prizeId: number | null = null,
  ): ItemTransactionState => ({ transactionId, campaignName, msisdn, status, prizeId, shipment: null, order: null, at: addDays(now, -3) });
  const used = transaction('AP-USED', 'AirPods', '61234568', 0);
  used.shipment = { firstName: 'Tomas', lastName: 'Petrauskas', email: 'tomas.petrauskas@example.lt', location: 3 };
  const list = [
    transaction('AP-VALID', 'AirPods', '61234567', 1),
    transaction('AP-PROMO', 'AirPods', '61234569', 2),
    used,
    transaction('IP-1001', 'sim', '61234567', 1, 3),
    transaction('IP-1002', 'sim', '61234572', 0, 1),
  ];
  return { transactions: new Map(list.map((item) => [item.transactionId, item])), serial: 5000 };
}

/** The newest transaction of a number that can still be used, for the campaign page without an id. */
export function usableTransactionOf(state: AirpodState, msisdn: string): ItemTransactionState | undefined {
  return [...state.transactions.values()]
    .filter((item) => item.campaignName === 'AirPods' && item.msisdn === msisdn && item.status !== 0)
    .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
}

import type { World } from './index';

/**
 * The ISIC registry the API checks a card against (spec/api/isic.yaml): a card number is a letter, 12
 * digits and a letter (S420123456789A). Every such number is a valid card except the expired ones below;
 * anything else is unknown to the registry.
 */
export const EXPIRED_ISIC_CARDS: readonly string[] = ['S420000000000Z'];

export type IsicCardCheck = 'valid' | 'expired' | 'unknown';

export function checkIsicCard(number: string): IsicCardCheck {
  const card = number.toUpperCase();
  if (!/^[A-Z]\d{12}[A-Z]$/.test(card)) return 'unknown';
  return EXPIRED_ISIC_CARDS.includes(card) ? 'expired' : 'valid';
}

export interface IsicOrderRecord {
  orderId: string;
  msisdn: string;
  isicNumber: string;
  firstName: string;
  lastName: string;
  at: Date;
}

const orders = new WeakMap<World, IsicOrderRecord[]>();

/** The ISIC orders of a world (its own list: a fresh world has none). */
export function isicOrders(world: World): IsicOrderRecord[] {
  let list = orders.get(world);
  if (!list) orders.set(world, (list = []));
  return list;
}

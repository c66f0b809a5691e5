import { send } from './auth-state';
import { balanceOf } from './balances';
import type { Language } from './i18n';
import type { World } from './index';
import { returnPath } from './return-paths';
import { numberOf } from './subscribers';
import { addDays } from './time';

/** What a new eSIM costs and how long its activation code can be used (GET /esim/offer). */
export const ESIM_OFFER = { price: 5, includedBalance: 5, activationValidityHours: 72 } as const;

/** The operator's SM-DP+ server the activation codes point at. */
export const SMDP_ADDRESS = 'smdp.pulsas.lt';

/** New eSIM numbers are given from this range (an operator's free numbers), in order. */
const NEW_NUMBER_BASE = 67_700_100;

/** An eSIM purchase or change and, once paid, the profile's activation code. */
export interface EsimOrderState {
  transactionId: string;
  /** The payment page's payment, while one is needed. */
  paymentId: string | null;
  kind: 'purchase' | 'change';
  status: 'pending' | 'ready' | 'failed';
  /** The number: the buyer's own for a change, a new one once a purchase is paid. */
  msisdn: string | null;
  email: string | null;
  /** The language the order was made in: the e-mail's link opens the QR page in it. */
  language: Language;
  matchingId: string | null;
  validUntil: Date | null;
  createdAt: Date;
}

export interface EsimState {
  orders: Map<string, EsimOrderState>;
  /** New numbers handed out so far. */
  issued: number;
}

export function createEsim(): EsimState {
  return { orders: new Map(), issued: 0 };
}

/**
 * An order's id: the payment's id plus a check part, so the public QR page of one order cannot be
 * found by counting (E1001 alone would show the next buyer's QR code). Deterministic per world.
 */
export function esimTransactionId(paymentId: string): string {
  const digits = Number(paymentId.replace(/\D/g, '')) || 0;
  const mixed = ((digits * 2_654_435_761) % 4_294_967_296).toString(36).toUpperCase().padStart(7, '0');
  return `${paymentId}-${mixed}`;
}

/** An activation code as GSMA SGP.22 writes it in a QR code: LPA:1$<SM-DP+ address>$<matching id>. */
export function activationCodeOf(order: EsimOrderState): string | null {
  return order.matchingId ? `LPA:1$${SMDP_ADDRESS}$${order.matchingId}` : null;
}

function matchingIdOf(transactionId: string): string {
  let hash = 0;
  for (const char of transactionId) hash = (hash * 31 + char.charCodeAt(0)) % 2_147_483_647;
  const part = (n: number) => ((hash >> n) & 0xffff).toString(36).toUpperCase().padStart(4, '0').slice(-4);
  return `K2-${part(0)}-${part(7)}-${part(13)}`;
}

/**
 * The order was paid (or declined): a paid purchase gets a new prepaid eSIM number with the offer's
 * balance, a paid change moves the own number to eSIM; either gets an activation code valid for the
 * offer's hours.
 */
export function settleEsimOrder(world: World, order: EsimOrderState, approved: boolean): void {
  if (!approved) {
    order.status = 'failed';
    return;
  }
  const now = world.clock();
  if (order.kind === 'purchase' && !order.msisdn) {
    world.esim.issued += 1;
    const msisdn = String(NEW_NUMBER_BASE + world.esim.issued);
    const subscriber = numberOf(world.subscribers, msisdn, now)!;
    subscriber.isEsim = true;
    subscriber.email = order.email;
    const balance = balanceOf(world.balances, msisdn);
    balance.amount = ESIM_OFFER.includedBalance;
    balance.validUntil = addDays(now, 180);
    order.msisdn = msisdn;
  }
  if (order.kind === 'change' && order.msisdn) {
    const subscriber = world.subscribers.get(order.msisdn);
    if (subscriber) subscriber.isEsim = true;
  }
  order.status = 'ready';
  order.matchingId = matchingIdOf(order.transactionId);
  order.validUntil = new Date(now.getTime() + ESIM_OFFER.activationValidityHours * 60 * 60 * 1000);
  if (order.email) {
    const link = returnPath('esimQr', order.language, {}, 'success', { transactionId: order.transactionId });
    send(world.auth, now, 'email', order.email, `Tavo Pulso eSIM aktyvavimo QR kodas: ${link}`);
  }
}

import { newCard } from './cards';
import { leasingOffers, takeDeviceFromStock } from './devices';
import { deviceTitle, ESIM_TITLE, recordOrder } from './customer-orders';
import { settleEsimOrder } from './esim';
import type { World } from './index';
import { activatePlan } from './orders';
import type { PendingPayment } from './payments';
import { invoicesOf } from './billing';
import { creditRefill } from './refills';
import { returnPath } from './return-paths';

/** Saves the card used for a payment when the payer asked to, as the gateway's tokenization does. */
function saveCardOf(world: World, payment: PendingPayment): void {
  if (!payment.payer || !(payment.saveCard || payment.kind === 'card')) return;
  world.cards.set(payment.payer, newCard(world.clock(), world.payments.serial));
  if (payment.setDefaultPayment) world.paymentTypes.set(payment.payer, 1);
  if (payment.autoPayments && payment.kind === 'refill') {
    world.payments.recurring.set(payment.payer, { amount: payment.amount, period: payment.period === 0 ? 2 : payment.period });
  }
}

/**
 * Settles a payment the tester approved or declined on the sandbox payment page and answers where
 * the browser goes next: the refill result, the plan confirmation, the payment cards tab or an eSIM's QR page.
 */
export function settlePayment(world: World, payment: PendingPayment, approved: boolean): string {
  const status = approved ? 'success' : 'failure';
  payment.status = approved ? 'approved' : 'declined';
  world.payments.pending.delete(payment.id);
  if (approved) saveCardOf(world, payment);
  switch (payment.kind) {
    case 'refill': {
      const refill = approved ? creditRefill(world, payment.target, payment.amount, payment.method, payment.id) : null;
      if (!approved) world.payments.declined.set(payment.id, payment);
      const query = {
        transactionId: payment.id,
        campaignName: refill?.campaignName,
        phone: payment.target,
        amount: payment.amount.toFixed(2),
      };
      return returnPath('refillResult', payment.language, query, status);
    }
    case 'plan': {
      const plan = world.plans.find((candidate) => candidate.id === payment.planId);
      if (approved && plan) activatePlan(world, payment.target, plan);
      return returnPath('planConfirmation', payment.language, { status, orderId: payment.id, planId: payment.planId });
    }
    case 'card': {
      // back to the flow whose card modal asked for the card (refill, plan order), else to the cards tab
      const page =
        payment.accountState === 2 || payment.accountState === 4 ? 'refill' : payment.accountState === 3 ? 'plans' : 'paymentCards';
      return returnPath(page, payment.language, { status });
    }
    case 'esim': {
      // the order's QR page shows the activation code, or the declined payment
      const order = [...world.esim.orders.values()].find((candidate) => candidate.paymentId === payment.id);
      if (order) settleEsimOrder(world, order, approved);
      if (order && approved && payment.payer) esimOrderOf(world, payment.payer, payment.amount, payment.createdAt);
      return returnPath('esimQr', payment.language, {}, status, { transactionId: order?.transactionId ?? payment.id });
    }
    case 'device': {
      // an approved order takes its unit out of the stock of the place it comes from
      const order = payment.device!;
      if (approved) {
        takeDeviceFromStock(world, order.sku, order.shopId);
        const device = world.devices.find((one) => one.sku === order.sku)!;
        const offer = order.months ? leasingOffers(device).find((one) => one.months === order.months) : undefined;
        recordOrder(world.customerOrders, {
          id: payment.id,
          msisdn: payment.payer ?? payment.target,
          kind: 'device',
          title: deviceTitle(device),
          placedAt: payment.createdAt,
          paidAt: world.clock(),
          delivery: order.shopId === null ? 'courier' : 'shop',
          shopId: order.shopId,
          address: null,
          total: offer ? offer.total : device.price,
          instalments: offer ? { months: offer.months, monthlyPayment: offer.monthlyPayment } : null,
        });
      }
      return returnPath('device', payment.language, { status, orderId: payment.id }, status, { skuUrl: order.skuUrl });
    }
    case 'invoice': {
      // Never paid twice: an invoice paid meanwhile (the saved card, another tab) declines this payment.
      const invoiceId = payment.invoiceId!;
      const subscriber = payment.payer ? world.subscribers.get(payment.payer) : undefined;
      const invoice = subscriber
        ? invoicesOf(subscriber, world.builtAt, world.invoicePayments).find((one) => one.id === invoiceId)
        : undefined;
      const paid = approved && invoice !== undefined && invoice.paidOn === null;
      if (paid) world.invoicePayments.set(invoiceId, { paidOn: world.clock(), method: payment.method as 'card' | 'bank' });
      else payment.status = 'declined';
      return returnPath('invoicePayment', payment.language, { invoiceId }, paid ? 'success' : 'failure');
    }
    case 'earphones': {
      // approved: the order is placed and the offer used; declined: the offer stays with the delivery details
      // (the form brings them back), and the result page's "try again" reopens it with its transaction id
      const { transactionId, order, delivery } = payment.earphones!;
      const transaction = world.airpods.transactions.get(transactionId);
      // The offer was used meanwhile (another tab, the balance): this payment is refused, not taken twice.
      const placed = approved && transaction !== undefined && transaction.status !== 0;
      if (placed) Object.assign(transaction, { order, shipment: delivery, status: 0 });
      else if (transaction && transaction.status !== 0) transaction.shipment = delivery;
      if (!placed) payment.status = 'declined';
      return returnPath('earphonesResult', payment.language, placed ? {} : { transactionId }, placed ? 'success' : 'failure');
    }
  }
}

/** An eSIM bought or changed by a logged-in number: delivered online at once (its QR code). */
export function esimOrderOf(world: World, msisdn: string, total: number, placedAt: Date): void {
  recordOrder(world.customerOrders, {
    msisdn,
    kind: 'esim',
    title: ESIM_TITLE,
    placedAt,
    paidAt: world.clock(),
    delivery: 'online',
    shopId: null,
    address: null,
    total,
    instalments: null,
  });
}

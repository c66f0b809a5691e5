import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { exception, notFound, unauthorized } from '../errors';
import { optionalCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import { href } from '../../shared/routing/paths';
import type { World } from '../world';
import { ITEM_PRIZES, itemPrize, usableTransactionOf, type ItemTransactionState } from '../world/airpods';
import { balanceOf } from '../world/balances';
import { canPay, expirationText } from '../world/cards';
import { languageOf } from '../world/i18n';
import { payFromBalance } from '../world/orders';
import { isPickupLocation } from '../world/pickup-locations';
import { eur, paymentPageUrl, startPayment } from './payment-page';

function transactionOf(world: World, id: string): ItemTransactionState {
  const transaction = world.airpods.transactions.get(id);
  if (!transaction) throw notFound(`Transaction ${id}`);
  return transaction;
}

/** Shipment and order both use up the transaction; a used one is refused. */
function usable(transaction: ItemTransactionState, location: number): void {
  if (transaction.status === 0) throw exception(400, 'TransactionAlreadyUsedException');
  if (!isPickupLocation(location)) throw exception(400, 'LocationNotFoundException', [location]);
}

/** The earphone and item-purchase campaigns; the transaction id is the capability, login is optional. */
export function airpodHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/airpod/transaction/valid', ({ request, query, response }) => {
      const world = ctx.world(request);
      const id = query.get('transactionId');
      let transaction: ItemTransactionState | undefined;
      if (id) {
        transaction = transactionOf(world, id);
      } else {
        const caller = optionalCaller(ctx, request);
        if (!caller) throw unauthorized('Without a transactionId the caller must be logged in');
        transaction = usableTransactionOf(world.airpods, caller.subscriber.msisdn);
        if (!transaction) throw notFound('A usable transaction');
      }
      return response(200).json({ transactionId: transaction.transactionId, status: transaction.status, msisdn: transaction.msisdn });
    }),

    api.get('/airpod/transaction/{campaignName}/{transactionId}', ({ request, params, response }) => {
      const transaction = transactionOf(ctx.world(request), params.transactionId);
      if (transaction.campaignName !== params.campaignName) throw notFound(`Transaction ${params.transactionId}`);
      const prize = transaction.prizeId === null ? null : (itemPrize(transaction.prizeId) ?? null);
      return response(200).json({
        transactionId: transaction.transactionId,
        campaignName: transaction.campaignName,
        status: transaction.status,
        prize,
      });
    }),

    // The item of an item-purchase transaction, by card: the saved card pays at once, a new card goes through
    // the card page (the sandbox approves it) back to the item-purchase page with ?status=success.
    api.post('/airpod/transaction/{campaignName}/{transactionId}/purchase', async ({ request, params, response }) => {
      const world = ctx.world(request);
      const transaction = transactionOf(world, params.transactionId);
      if (transaction.campaignName !== params.campaignName) throw notFound(`Transaction ${params.transactionId}`);
      const { paymentMethod } = await readBody(request, 'ItemPurchaseRequest');
      if (transaction.status === 0) throw exception(400, 'TransactionAlreadyUsedException');
      const prize = transaction.prizeId === null ? undefined : itemPrize(transaction.prizeId);
      if (!prize?.isActive) throw exception(400, 'PrizeNotAvailableException');
      if (paymentMethod === 2 && !canPay(world.cards.get(transaction.msisdn), world.clock())) throw exception(400, 'CardNotFoundException');
      world.airpods.serial += 1;
      const orderId = `IP${world.airpods.serial}`;
      transaction.order = { orderId, prizeId: prize.id, price: prize.price, paymentMethod, at: world.clock() };
      transaction.status = 0;
      const page = href('ItemPurchase', { campaignName: params.campaignName, transactionId: params.transactionId }, languageOf(request));
      return response(200).json({ orderId, redirectUrl: paymentMethod === 1 ? `${page}?status=success` : null });
    }),

    api.get('/airpod/prizes', ({ response }) => response(200).json([...ITEM_PRIZES])),

    api.get('/airpod/balance/{id}', ({ request, params, response }) => {
      const world = ctx.world(request);
      const { msisdn } = transactionOf(world, params.id);
      return response(200).json({ amount: world.balances.get(msisdn)?.amount ?? 0 });
    }),

    api.get('/airpod/card/{id}', ({ request, params, response }) => {
      const world = ctx.world(request);
      const card = world.cards.get(transactionOf(world, params.id).msisdn);
      // a removed card is no card; any card that cannot pay shows as deactivated (card details: 0 or 1)
      if (!card || card.status === 3) return response(204).empty();
      return response(200).json({ number: card.number, expirationDate: expirationText(card), status: canPay(card, world.clock()) ? 0 : 1 });
    }),

    api.get('/airpod/shipment/{id}', ({ request, params, response }) => {
      const transaction = transactionOf(ctx.world(request), params.id);
      if (!transaction.shipment) throw notFound(`Shipment of ${params.id}`);
      return response(200).json({ transactionId: transaction.transactionId, ...transaction.shipment });
    }),

    api.post('/airpod/shipment', async ({ request, response }) => {
      const world = ctx.world(request);
      const { transactionId, ...delivery } = await readBody(request, 'AirpodShipment');
      const transaction = transactionOf(world, transactionId);
      usable(transaction, delivery.location);
      if (transaction.status !== 2) throw exception(400, 'TransactionNotPromoException');
      transaction.shipment = delivery;
      transaction.status = 0;
      return response(204).empty();
    }),

    api.post('/airpod/order', async ({ request, response }) => {
      const world = ctx.world(request);
      const language = languageOf(request);
      const { transactionId, prizeId, paymentMethod, ...delivery } = await readBody(request, 'AirpodOrder');
      const transaction = transactionOf(world, transactionId);
      usable(transaction, delivery.location);
      const prize = itemPrize(prizeId);
      if (!prize?.isActive) throw exception(400, 'PrizeNotAvailableException');
      const { msisdn } = transaction;
      if (paymentMethod === 0 && !payFromBalance(world, msisdn, prize.price)) {
        throw exception(400, 'InsufficientBalanceException', [
          eur(prize.price, language),
          eur(balanceOf(world.balances, msisdn).amount ?? 0, language),
        ]);
      }
      if (paymentMethod === 2 && !canPay(world.cards.get(msisdn), world.clock())) throw exception(400, 'CardNotFoundException');
      world.airpods.serial += 1;
      const orderId = `AO${world.airpods.serial}`;
      const order = { orderId, prizeId, price: prize.price, paymentMethod, at: world.clock() };
      if (paymentMethod === 1) {
        // a new card: the payment page decides; only an approved payment places the order and uses the offer
        const payment = startPayment(world, language, {
          kind: 'earphones',
          payer: msisdn,
          target: msisdn,
          amount: prize.price,
          method: 'card',
          earphones: { transactionId, order, delivery },
        });
        return response(200).json({ orderId, redirectUrl: paymentPageUrl(request, payment.id) });
      }
      Object.assign(transaction, { order, shipment: delivery, status: 0 });
      return response(200).json({ orderId, redirectUrl: null });
    }),
  ];
}

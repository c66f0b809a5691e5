import type { HttpHandler } from 'msw';
import { refuseWhenBlocked } from './lines';
import * as constants from '../../../generated/constants';
import { FeatureId } from '../../../generated/enums';
import type { Schemas } from '../api-types';
import type { SandboxContext } from '../context';
import { errorCodes, exception, notFound } from '../errors';
import { optionalCaller, requireCaller } from '../guard';
import { api } from '../http';
import { idempotent } from '../idempotency';
import { readBody } from '../request-body';
import { canPay } from '../world/cards';
import { languageOf } from '../world/i18n';
import { nextId, refillTransaction } from '../world/payments';
import { creditRefill } from '../world/refills';
import { returnPath } from '../world/return-paths';
import { numberOf } from '../world/subscribers';
import { eur, paymentPageUrl, startPayment } from './payment-page';

/** Refill limits of the sandbox operator (EUR); mobile payments have the spec's cap (core §4, §9). */
const MIN_AMOUNT = 1;
const MAX_AMOUNT = 150;
const MOBILE_MAX_AMOUNT = constants.mobileRefillAmountCap;

const METHOD_FEATURE: Record<Schemas['RefillMethod'], FeatureId> = {
  card: FeatureId.TopUpCard,
  'card-refill': FeatureId.TopUpCard,
  bank: FeatureId.TopUpBank,
  'google-pay': FeatureId.GooglePay,
  'apple-pay': FeatureId.ApplePay,
};

/**
 * Refill form submits (core §4 Refill). Bank and new-card payments (and mobile payments without a
 * wallet token) go through the sandbox payment page; a saved card or a wallet token pays at once.
 */
export function refillHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.post(
      '/payment/v2/payments/refill',
      idempotent(ctx, async ({ request, response }) => {
        const world = ctx.world(request);
        const language = languageOf(request);
        const body = await readBody(request, 'RefillPaymentRequest');
        const mobile = body.method === 'google-pay' || body.method === 'apple-pay';
        const max = mobile ? MOBILE_MAX_AMOUNT : MAX_AMOUNT;
        if (body.amount < MIN_AMOUNT || body.amount > max)
          throw exception(400, 'AmountOutOfRangeException', [eur(MIN_AMOUNT, language), eur(max, language)]);
        if (world.disabledFeatures.has(METHOD_FEATURE[body.method])) throw exception(400, 'FeatureDisabledException');
        const target = numberOf(world.subscribers, body.phone, world.clock());
        if (!target || target.customerType === 'postpaid') throw exception(400, 'InvalidMsisdnException', [body.phone]);
        refuseWhenBlocked(world, target.msisdn);

        const paidAtOnce = (method: Schemas['RefillMethod']) => {
          const refill = creditRefill(world, target.msisdn, body.amount, method);
          const query = {
            transactionId: refill.transactionId,
            campaignName: refill.campaignName,
            phone: target.msisdn,
            amount: body.amount.toFixed(2),
          };
          return response(200).json({
            transactionId: refill.transactionId,
            redirectUrl: returnPath('refillResult', language, query, 'success'),
          });
        };

        if (body.method === 'card-refill') {
          const { subscriber } = requireCaller(ctx, request);
          const period = body.period ?? 0;
          if (!canPay(world.cards.get(subscriber.msisdn), world.clock())) throw exception(400, 'CardNotFoundException');
          if (period !== 0 && !body.agreement) throw exception(400, 'AgreementRequiredException');
          if (period !== 0) world.payments.recurring.set(subscriber.msisdn, { amount: body.amount, period });
          return paidAtOnce('card-refill');
        }
        if (mobile && body.paymentToken) return paidAtOnce(body.method);

        const payer = optionalCaller(ctx, request)?.subscriber.msisdn ?? null;
        const payment = startPayment(world, language, {
          kind: 'refill',
          payer,
          target: target.msisdn,
          amount: body.amount,
          method: body.method,
          saveCard: payer !== null && body.method === 'card' && (body.saveCard ?? false),
          autoPayments: payer !== null && (body.autoPayments ?? false),
          period: body.period ?? 0,
        });
        return response(200).json({ transactionId: payment.id, redirectUrl: paymentPageUrl(request, payment.id) });
      }),
    ),

    api.get('/payment/v2/payments/refill/{transactionId}', ({ request, params, response }) => {
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(params.transactionId))
        throw errorCodes(400, { code: 'InvalidRequest', message: 'transactionId is not a transaction id' });
      const transaction = refillTransaction(ctx.world(request), params.transactionId);
      if (!transaction) throw notFound(`Refill ${params.transactionId}`);
      return response(200).json(transaction);
    }),

    api.post(
      '/payment/v2/payments/voucher',
      idempotent(ctx, async ({ request, response }) => {
        const world = ctx.world(request);
        const { phone, code } = await readBody(request, 'VoucherRefillRequest');
        if (world.disabledFeatures.has(FeatureId.TopUpVoucher)) throw exception(400, 'FeatureDisabledException');
        const target = numberOf(world.subscribers, phone, world.clock());
        if (!target || target.customerType === 'postpaid') throw exception(400, 'InvalidMsisdnException', [phone]);
        refuseWhenBlocked(world, target.msisdn);
        const voucher = world.payments.vouchers.get(code.trim());
        if (!voucher || voucher.usedBy) throw exception(400, 'InvalidVoucherException', [code]);
        voucher.usedBy = target.msisdn;
        const refill = creditRefill(world, target.msisdn, voucher.amount, 'voucher', nextId(world.payments, 'V'));
        return response(200).json({
          transactionId: refill.transactionId,
          phone: target.msisdn,
          amount: voucher.amount,
          campaignName: refill.campaignName,
        });
      }),
    ),
  ];
}

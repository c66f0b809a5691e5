import type { components } from '@generated/api/schema';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';

type Schemas = components['schemas'];

/**
 * The refill page's calls. Each follows its answer (a payment page, or the result page when the payment
 * completed at once) and hands every failure to the one error handler (services.fail): 503 goes to the
 * maintenance page, an exception such as InvalidVoucherException becomes the error popup with its text.
 */
export function useRefillActions() {
  const services = useServices();
  const { lang } = useRoute();

  // The payment's redirect is followed by code loaded once the user pays, not with the page.
  const follow = async (redirectUrl: string | undefined) =>
    (await import('@/shared/navigation/payment-redirect')).followPayment(services, redirectUrl);

  const run = async (call: () => Promise<void>) => {
    try {
      await call();
    } catch (error) {
      services.fail(error);
    }
  };

  return {
    refill: (body: Schemas['RefillPaymentRequest']) =>
      run(async () => follow((await unwrap(services.api.POST('/payment/v2/payments/refill', { body }))).redirectUrl)),

    voucher: (body: Schemas['VoucherRefillRequest']) =>
      run(async () => {
        const result = await unwrap(services.api.POST('/payment/v2/payments/voucher', { body }));
        // campaignName: a voucher refill takes part in the refill game like any other (campaign seed §2).
        const query = {
          transactionId: result.transactionId,
          campaignName: result.campaignName ?? undefined,
          phone: result.phone,
          amount: result.amount.toFixed(2),
        };
        services.navigate(href('RefillResult', { status: 'success' }, lang, query));
      }),

    addCard: (body: Schemas['CardCreateRequest']) =>
      run(async () => follow((await unwrap(services.api.POST('/payment/v2/payments/card', { body }))).redirectUrl)),

    fail: (error: unknown) => services.fail(error),
  };
}

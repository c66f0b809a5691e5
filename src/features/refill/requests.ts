import type { components } from '@generated/api/schema';
import { AccountState, PaymentMethodName } from '@generated/enums';
import type { CardConsentFormData } from '@generated/forms/card-consent';
import type { RefillFormData } from '@generated/forms/refill';
import type { RefillVoucherFormData } from '@generated/forms/refill-voucher';
import { parseAmount } from '@/shared/format/amount';

type Schemas = components['schemas'];

/**
 * The refill call's body from a refill form's data (trimmed by SpecForm): the amount as a number
 * ("12,50" -> 12.5), and only the fields of the chosen method — agreement and period for the saved
 * card, saveCard and autoPayments for a new card, the wallet's token for Google Pay. The mobile tab's
 * data (RefillMobileFormData) is a refill form's data without the card fields.
 */
export function refillRequest(data: RefillFormData, paymentToken?: string): Schemas['RefillPaymentRequest'] {
  const { method } = data;
  const amount = Math.round((parseAmount(data.amount) ?? 0) * 100) / 100;
  const body: Schemas['RefillPaymentRequest'] = { phone: data.phone, amount, method };
  if (method === PaymentMethodName.CardRefill) {
    body.period = data.period ?? 0;
    body.agreement = data.agreement === true;
  }
  if (method === PaymentMethodName.Card) {
    body.saveCard = data.saveCard === true;
    body.autoPayments = data.autoPayments === true;
  }
  if (paymentToken) body.paymentToken = paymentToken;
  return body;
}

export function voucherRequest(data: RefillVoucherFormData): Schemas['VoucherRefillRequest'] {
  return { phone: data.phone, code: data.code };
}

/**
 * The card modal's request: a free registration ('0.00') of a card that is saved, paying automatically
 * when autoPayments is ticked; accountState tells the payment page to come back to the refill page.
 */
export function newCardRequest(data: CardConsentFormData, expired: boolean): Schemas['CardCreateRequest'] {
  return {
    saveCard: true,
    setDefaultPayment: data.autoPayments === true,
    amount: '0.00',
    accountState: expired ? AccountState.ExpiredRefill : AccountState.Refill,
  };
}

import { describe, expect, it, vi } from 'vitest';
import { heroImageNumber, heroImageSrc } from '@/features/refill/hero';
import { newCardRequest, refillRequest, voucherRequest } from '@/features/refill/requests';
import { inRefillCampaign, maskedPhone, refillResultQuery } from '@/features/refill/result';
import { googlePayData, googlePayReady, possibleWallets } from '@/features/refill/wallets';

describe('refill requests', () => {
  it('sends the amount as a number and only the chosen method fields', () => {
    const form = { phone: '61234567', amount: '12,50', agreement: true, period: 2, saveCard: true, autoPayments: true } as const;
    expect(refillRequest({ ...form, method: 'bank' })).toEqual({ phone: '61234567', amount: 12.5, method: 'bank' });
    expect(refillRequest({ ...form, method: 'card' })).toEqual({
      phone: '61234567',
      amount: 12.5,
      method: 'card',
      saveCard: true,
      autoPayments: true,
    });
    expect(refillRequest({ ...form, method: 'card-refill' })).toEqual({
      phone: '61234567',
      amount: 12.5,
      method: 'card-refill',
      period: 2,
      agreement: true,
    });
    expect(refillRequest({ ...form, method: 'google-pay' }, 'tok')).toEqual({
      phone: '61234567',
      amount: 12.5,
      method: 'google-pay',
      paymentToken: 'tok',
    });
  });

  it('builds the voucher and new-card requests', () => {
    expect(voucherRequest({ phone: '61234567', code: '1234567890123' })).toEqual({ phone: '61234567', code: '1234567890123' });
    expect(newCardRequest({ agreement: true, saveCard: true, autoPayments: false }, true)).toEqual({
      saveCard: true,
      setDefaultPayment: false,
      amount: '0.00',
      accountState: 4,
    });
    expect(newCardRequest({ agreement: true, saveCard: true, autoPayments: true }, false).accountState).toBe(2);
  });
});

describe('refillResultQuery', () => {
  const q = (query: string) => new URLSearchParams(query);

  it('takes from the address only the transaction to ask the API about', () => {
    expect(refillResultQuery('success', q('transactionId=R12&campaignName=prize&phone=69999999&amount=9999.99'))).toEqual({
      transactionId: 'R12',
    });
    expect(refillResultQuery('failure', q('transactionId=R12'))).toEqual({ transactionId: 'R12' });
  });

  it('leaves out a transaction id that is not one, and knows no other status', () => {
    expect(refillResultQuery('success', q('transactionId=a%20b'))).toEqual({ transactionId: undefined });
    expect(refillResultQuery('success', q(''))).toEqual({ transactionId: undefined });
    expect(refillResultQuery('nezinoma', q('transactionId=R12'))).toBeUndefined();
  });

  it('is a campaign result only for an approved refill the API says took part in the refill campaign', () => {
    const tx = { transactionId: 'R1', amount: 5, maskedMsisdn: '612***67' };
    expect(inRefillCampaign({ ...tx, status: 'approved', campaignName: 'prize' })).toBe(true);
    expect(inRefillCampaign({ ...tx, status: 'approved', campaignName: 'wheel' })).toBe(false);
    expect(inRefillCampaign({ ...tx, status: 'declined', campaignName: 'prize' })).toBe(false);
    expect(maskedPhone('612***67')).toBe('+370 612 ***67');
  });
});

describe('hero and wallets', () => {
  it('picks hero image 1 to 3 over the whole random range', () => {
    expect([0, 0.33, 0.34, 0.66, 0.67, 0.999999].map((r) => heroImageNumber(r))).toEqual([1, 1, 2, 2, 3, 3]);
    expect(heroImageSrc(2)).toBe('/images/refill-hero-2.svg');
  });

  it('asks Google Pay API v2.0 for Mastercard and Visa', () => {
    const data = googlePayData();
    expect([data.apiVersion, data.apiVersionMinor]).toEqual([2, 0]);
    expect(data.allowedPaymentMethods[0]!.parameters.allowedCardNetworks).toEqual(['MASTERCARD', 'VISA']);
  });

  it('knows the possible wallets without asking the browser to fetch anything, and treats errors as unsupported', () => {
    const asked = vi.fn();
    const supported = class {
      canMakePayment = asked;
    } as unknown as typeof PaymentRequest;
    const both = { googlePay: true, applePay: true };
    expect(possibleWallets({}, both)).toEqual({ googlePay: false, applePay: false });
    expect(possibleWallets({ PaymentRequest: supported, ApplePaySession: { canMakePayments: () => true } }, both)).toEqual(both);
    expect(possibleWallets({ PaymentRequest: supported }, { googlePay: false, applePay: true })).toEqual({
      googlePay: false,
      applePay: false,
    });
    const refusing = {
      canMakePayments: () => {
        throw new Error('no');
      },
    };
    expect(possibleWallets({ ApplePaySession: refusing }, both)).toEqual({ googlePay: false, applePay: false });
    // Asking Google Pay's readiness fetches Google's manifest: never done for the possible wallets.
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks whether Google Pay is ready only when told to, and treats errors as not ready', async () => {
    const ready = class {
      canMakePayment = async () => true;
    } as unknown as typeof PaymentRequest;
    const throwing = class {
      constructor() {
        throw new Error('SecurityError');
      }
    } as unknown as typeof PaymentRequest;
    expect(await googlePayReady({ PaymentRequest: ready })).toBe(true);
    expect(await googlePayReady({ PaymentRequest: throwing })).toBe(false);
    expect(await googlePayReady({})).toBe(false);
  });
});

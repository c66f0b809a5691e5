import { describe, expect, it, vi } from 'vitest';
import { heroImageNumber, heroImageSrc } from '@/features/refill/hero';
import { newCardRequest, refillRequest, voucherRequest } from '@/features/refill/requests';
import { readRefillResult } from '@/features/refill/result';
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

describe('readRefillResult', () => {
  const q = (query: string) => new URLSearchParams(query);

  it('reads a campaign success', () => {
    expect(readRefillResult('success', q('transactionId=R12&campaignName=prize&phone=61234567&amount=10.00'))).toEqual({
      success: true,
      phone: '61234567',
      amount: 10,
      transactionId: 'R12',
      campaign: true,
    });
  });

  it('is a campaign result only for the refill campaign, on success, with a transaction', () => {
    expect(readRefillResult('success', q('transactionId=R12&campaignName=wheel'))?.campaign).toBe(false);
    expect(readRefillResult('failure', q('transactionId=R12&campaignName=prize'))?.campaign).toBe(false);
    expect(readRefillResult('success', q('campaignName=prize'))?.campaign).toBe(false);
  });

  it('leaves out query values that are not what they claim', () => {
    expect(readRefillResult('failure', q('phone=<b>x</b>&amount=lots&transactionId=a%20b'))).toEqual({
      success: false,
      phone: undefined,
      amount: undefined,
      transactionId: undefined,
      campaign: false,
    });
  });

  it('knows only success and failure', () => {
    expect(readRefillResult('panaudotas', q(''))).toBeUndefined();
    expect(readRefillResult(undefined, q(''))).toBeUndefined();
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

import { describe, expect, it } from 'vitest';
import { confirmationHref, gatewayTarget } from '@/features/plans/order-api';

const origin = 'http://localhost:5173';

describe('gatewayTarget: only a same-site payment page is followed', () => {
  it('turns a same-origin address into its path', () => {
    expect(gatewayTarget('http://localhost:5173/api/__sandbox/payment-gateway/O1', origin)).toBe('/api/__sandbox/payment-gateway/O1');
    expect(gatewayTarget('/api/__sandbox/payment-gateway/O2?x=1', origin)).toBe('/api/__sandbox/payment-gateway/O2?x=1');
  });
  it('refuses other sites, schemes and tricks', () => {
    for (const bad of ['https://evil.example/pay', 'http://localhost:9999/pay', '//evil.example/pay', 'javascript:alert(1)', '/\\evil.example', '/%2F%2Fevil.example', '', null]) {
      expect(gatewayTarget(bad, origin)).toBeUndefined();
    }
  });
});

describe('confirmationHref', () => {
  it('puts the plan id in the planId query of the plan confirmation route, per language', () => {
    expect(confirmationHref(22, 'lt')).toBe('/planai/patvirtinimas?planId=22');
    expect(confirmationHref(22, 'en')).toBe('/en/plans/confirmation?planId=22');
    expect(confirmationHref(5, 'ru')).toBe('/ru/tarify/podtverzhdenie?planId=5');
  });
});

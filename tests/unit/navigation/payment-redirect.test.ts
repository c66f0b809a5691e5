import { describe, expect, it } from 'vitest';
import { paymentRedirect } from '@/shared/navigation/payment-redirect';

const ORIGIN = 'https://www.pulsas.lt';

describe('paymentRedirect (follow redirectUrl only on this site or to the sandbox payment page)', () => {
  it.each([
    [
      'the result page, relative',
      '/refill/success?transactionId=R1&phone=61234567&amount=10.00',
      { kind: 'route', path: '/refill/success?transactionId=R1&phone=61234567&amount=10.00' },
    ],
    [
      'the result page, absolute on this origin',
      `${ORIGIN}/en/top-up/failure?phone=61234567`,
      { kind: 'route', path: '/en/top-up/failure?phone=61234567' },
    ],
    [
      'the sandbox gateway on this origin',
      `${ORIGIN}/api/__sandbox/payment-gateway/R7`,
      { kind: 'document', url: '/api/__sandbox/payment-gateway/R7' },
    ],
    ['the sandbox gateway, relative', '/api/__sandbox/payment-gateway/R7', { kind: 'document', url: '/api/__sandbox/payment-gateway/R7' }],
    ['another page of this site that is no screen', '/api/other', { kind: 'document', url: '/api/other' }],
  ])('follows %s', (_, target, expected) => {
    expect(paymentRedirect(target, ORIGIN, '/api')).toEqual(expected);
  });

  it('follows the sandbox gateway of an API on another origin, and nothing else there', () => {
    const api = 'https://api.pulsas.lt/api';
    expect(paymentRedirect('https://api.pulsas.lt/api/__sandbox/payment-gateway/R7', ORIGIN, api)).toEqual({
      kind: 'document',
      url: 'https://api.pulsas.lt/api/__sandbox/payment-gateway/R7',
    });
    expect(paymentRedirect('https://api.pulsas.lt/api/payment/v2/payments/refill', ORIGIN, api)).toBeUndefined();
    expect(paymentRedirect('https://api.pulsas.lt/api/__sandbox/payment-gateway/../../evil', ORIGIN, api)).toBeUndefined();
  });

  it.each([
    'https://evil.example/refill/success',
    '//evil.example/refill/success',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    `${ORIGIN.replace('https', 'http')}/refill/success`,
    'https://www.pulsas.lt.evil.example/refill/success',
    'https://user@www.pulsas.lt/refill/success',
    '',
    '   ',
    undefined,
    42,
  ])('refuses %s', (target) => {
    expect(paymentRedirect(target, ORIGIN, '/api')).toBeUndefined();
  });

  it('refuses other sites, ports, schemes and tricks (the plan order gateway cases)', () => {
    const origin = 'http://localhost:5173';
    for (const bad of [
      'https://evil.example/pay',
      'http://localhost:9999/pay',
      '//evil.example/pay',
      'javascript:alert(1)',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '',
      null,
    ]) {
      expect(paymentRedirect(bad, origin, '/api')).toBeUndefined();
    }
    expect(paymentRedirect('http://localhost:5173/api/__sandbox/payment-gateway/O1', origin, '/api')).toEqual({
      kind: 'document',
      url: '/api/__sandbox/payment-gateway/O1',
    });
  });
});

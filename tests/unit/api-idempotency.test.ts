import { describe, expect, it } from 'vitest';
import { openapiDocument } from '@generated/api/openapi';
import { IDEMPOTENCY_HEADER, PAYMENT_CALLS, portalMiddleware } from '@/shared/api/client';
import { IdempotencyKeys } from '@/shared/api/idempotency';

const env = {
  token: () => 'T',
  language: () => 'lt',
  page: () => '/papildymas',
  onFailureStatus: () => true,
  onSessionEnded: () => undefined,
};
let calls = 0;
const refill = (amount: number) =>
  new Request('https://pulsas.lt/api/payment/v2/payments/refill', {
    method: 'POST',
    body: JSON.stringify({ phone: '61234567', amount, method: 'bank' }),
  });

/** Sends a request through the middleware as openapi-fetch does; answers `status`, or nothing (a timeout). */
async function send(middleware: ReturnType<typeof portalMiddleware>, request: Request, status?: number): Promise<string | null> {
  const id = String((calls += 1));
  const sent = (await middleware.onRequest!({ request, id } as never)) as Request;
  const key = sent.headers.get(IDEMPOTENCY_HEADER);
  await sent.text(); // the body goes out with the request
  // An empty body is not the answer's shape (a failed call for its caller); what counts here is that it was answered.
  if (status !== undefined)
    await Promise.resolve(
      middleware.onResponse!({
        request: sent,
        id,
        schemaPath: '/payment/v2/payments/refill',
        response: new Response(null, { status }),
      } as never),
    ).catch(() => undefined);
  return key;
}

describe('payment calls carry an Idempotency-Key (issue 7)', () => {
  it('a retry of the same payment after a timeout or a 5xx reuses the key; after an answer a new payment gets a new one', async () => {
    const middleware = portalMiddleware(env, new IdempotencyKeys());
    const first = await send(middleware, refill(10)); // timed out: no answer
    expect(first).toMatch(/\S{16,}/);
    expect(await send(middleware, refill(10), 502)).toBe(first); // retried: the gateway failed
    expect(await send(middleware, refill(10), 200)).toBe(first); // retried again: answered
    const next = await send(middleware, refill(10), 200); // the same amount again, later: a new payment
    expect(next).not.toBe(first);
    expect(await send(middleware, refill(20))).not.toBe(next); // another payment
  });

  it('other calls carry none', async () => {
    const middleware = portalMiddleware(env, new IdempotencyKeys());
    const login = new Request('https://pulsas.lt/api/auth/login', { method: 'POST', body: '{}' });
    const plans = new Request('https://pulsas.lt/api/price-plan/v3/plans-channels');
    expect(await send(middleware, login, 200)).toBeNull();
    expect(await send(middleware, plans, 200)).toBeNull();
    expect(
      await send(middleware, new Request('https://pulsas.lt/api/price-plan/order', { method: 'POST', body: '{"planId":1}' }), 200),
    ).not.toBeNull();
  });
});

describe('the calls that carry one are the ones spec/api says take an Idempotency-Key', () => {
  it('matches every POST whose spec declares the header, and no other operation', () => {
    type Operation = { parameters?: { name?: string }[] };
    const declared: string[] = [];
    const others: string[] = [];
    for (const [path, item] of Object.entries(openapiDocument.paths as unknown as Record<string, Record<string, Operation>>)) {
      const example = `/api${path.replace(/\{[^}]+\}/g, 'X1')}`;
      for (const [method, operation] of Object.entries(item)) {
        if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
        const takesKey = operation.parameters?.some((parameter) => parameter.name === IDEMPOTENCY_HEADER) ?? false;
        (takesKey && method === 'post' ? declared : others).push(`${method.toUpperCase()} ${example}`);
      }
    }
    expect(declared.length).toBeGreaterThanOrEqual(8);
    expect(declared.filter((call) => !PAYMENT_CALLS.test(call.split(' ')[1]!))).toEqual([]);
    expect(others.filter((call) => call.startsWith('POST ') && PAYMENT_CALLS.test(call.split(' ')[1]!))).toEqual([]);
  });
});

import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { call, login, TEST_NOW } from './helpers';

const fresh = () => createSandbox({ now: () => TEST_NOW });
const json = async <T>(response: Response) => (await response.json()) as T;

describe('sandbox: devices and their orders', () => {
  it('answers the variants of a model by skuCode, and the eSIM filter', async () => {
    const sandbox = fresh();
    const details = await json<{ variantSkus: string[]; leasing: { months: number }[] }>(
      await call(sandbox, 'GET', '/device/apple-iphone-15-128gb-juodas'),
    );
    expect(details.variantSkus).toEqual(['APL-IP15-128-BLK', 'APL-IP15-128-BLU', 'APL-IP15-256-BLK']);
    expect(details.leasing.map((offer) => offer.months)).toEqual([12, 24, 36]);
    const variants = await json<{ sku: string; colour: string }[]>(
      await call(sandbox, 'GET', '/devices', { query: { skuCode: details.variantSkus }, language: 'en' }),
    );
    expect(variants.map((v) => [v.sku, v.colour])).toEqual([
      ['APL-IP15-128-BLK', 'Black'],
      ['APL-IP15-128-BLU', 'Blue'],
      ['APL-IP15-256-BLK', 'Black'],
    ]);
    const esim = await json<{ isEsim: boolean }[]>(await call(sandbox, 'GET', '/devices', { query: { esim: true } }));
    expect(esim.length).toBeGreaterThan(0);
    expect(esim.every((d) => d.isEsim)).toBe(true);
  });

  it("takes an approved order's unit out of the chosen shop; a declined one leaves the stock", async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const order = (body: unknown) => call(sandbox, 'POST', '/device/APL-IP15-128-BLK/order', { token, body });
    const stock = async () =>
      json<{ shops: { shopId: number; quantity: number }[] }>(await call(sandbox, 'GET', '/device/APL-IP15-128-BLK/stock'));
    const vilnius = async () => (await stock()).shops.find((shop) => shop.shopId === 1)!.quantity;
    expect(await vilnius()).toBe(3);

    const { orderId, redirectUrl } = await json<{ orderId: string; redirectUrl: string }>(
      await order({ requestType: 1, months: 24, shopId: 1 }),
    );
    expect(redirectUrl).toBe(`http://localhost/api/__sandbox/payment-gateway/${orderId}`);
    const page = await (await call(sandbox, 'GET', `/__sandbox/payment-gateway/${orderId}`)).text();
    expect(page).toContain('Device order');
    expect(page).toContain('33.30 EUR'); // the first of 24 instalments
    const back = await call(sandbox, 'GET', `/__sandbox/payment-gateway/${orderId}/approve`);
    expect(back.headers.get('Location')).toBe(`/prekes/apple-iphone-15-128gb-juodas?status=success&orderId=${orderId}`);
    expect(await vilnius()).toBe(2);

    const declined = await json<{ orderId: string }>(await order({ requestType: 0, months: null, shopId: 1 }));
    await call(sandbox, 'GET', `/__sandbox/payment-gateway/${declined.orderId}/decline`);
    expect(await vilnius()).toBe(2);
  });

  it('answers a repeated order (the same Idempotency-Key) with the first order, not a second one', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const send = () =>
      getResponse(
        sandbox.handlers,
        new Request('http://localhost/api/device/APL-IP15-128-BLK/order', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': 'order-1', Language: 'lt' },
          body: JSON.stringify({ requestType: 0, months: null, shopId: null }),
        }),
      );
    const first = await json<{ orderId: string }>((await send())!);
    const again = await json<{ orderId: string }>((await send())!);
    expect(again.orderId).toBe(first.orderId);
    expect([...sandbox.context.world(new Request('http://localhost/')).payments.pending.keys()]).toEqual([first.orderId]);
  });

  it('refuses a place without units, a leasing term not offered, and an anonymous caller', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const empty = await call(sandbox, 'POST', '/device/SMS-A55-128-BLU/order', {
      token,
      body: { requestType: 0, months: null, shopId: null },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ Exception: 'DeviceOutOfStockException' });
    const term = await call(sandbox, 'POST', '/device/APL-IP15-128-BLK/order', {
      token,
      body: { requestType: 1, months: 48, shopId: null },
    });
    expect(await term.json()).toEqual({ Exception: 'LeasingNotOfferedException', Arguments: ['48'] });
    const noLeasing = await call(sandbox, 'POST', '/device/NOK-105-BLK/order', { token, body: { requestType: 1, months: 12, shopId: 1 } });
    expect(noLeasing.status).toBe(400);
    expect(
      (await call(sandbox, 'POST', '/device/APL-IP15-128-BLK/order', { body: { requestType: 0, months: null, shopId: null } })).status,
    ).toBe(401);
  });
});

describe('sandbox: help', () => {
  it("searches every word in titles and texts, diacritics ignored, in the request's language", async () => {
    const sandbox = fresh();
    const hits = await json<{ slug: string; excerpt: string }[]>(await call(sandbox, 'GET', '/help/search', { query: { q: 'PUK kodas' } }));
    expect(hits.map((hit) => hit.slug)).toEqual(['puk-kodas']);
    expect(hits[0]!.excerpt.length).toBeLessThanOrEqual(202);
    const ru = await json<{ slug: string }[]>(await call(sandbox, 'GET', '/help/search', { query: { q: 'роуминг' }, language: 'ru' }));
    expect(ru.map((hit) => hit.slug)).toContain('limit-dannyh');
    expect(await json(await call(sandbox, 'GET', '/help/search', { query: { q: 'nieko panasaus' } }))).toEqual([]);
  });

  it("finds a topic by any language's slugs and answers in the request's", async () => {
    const sandbox = fresh();
    const article = await json<{ slug: string; group: { slug: string }; related: unknown[] }>(
      await call(sandbox, 'GET', '/help/groups/payments/topics/papildymo-kortele', { language: 'ru' }),
    );
    expect([article.group.slug, article.slug]).toEqual(['oplata', 'karta-popolneniya']);
    expect(article.related).toHaveLength(1);
    expect((await call(sandbox, 'GET', '/help/groups/mokejimai/topics/nera')).status).toBe(404);
    expect((await call(sandbox, 'GET', '/help/groups/nera')).status).toBe(404);
  });
});

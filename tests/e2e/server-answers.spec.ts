import { request as http, type APIRequestContext } from '@playwright/test';
import { languages, type RouteRecord } from '../../generated/routes';
import { routes } from '../../src/shared/routing/every-route';
import { paramValues } from '../../src/shared/campaign-files/route-values';
import { hrefOf } from '../../src/shared/routing/paths';
import { startServerPort, useNginx } from '../../playwright.config';
import { securityHeaders } from '../../deploy/security-headers';
import { expect, test } from './fixtures';

/**
 * Issue 32: what the two servers answer, asked over HTTP as a browser or a probe would: nginx with
 * deploy/nginx.conf (the browser tests' server) and `npm start`'s (vite preview with vite.config.ts,
 * bundled as `npm start` bundles it). Both must give the same answers.
 */
const servers: [string, string | undefined][] = useNginx
  ? [
      ['nginx', undefined],
      ['npm start', `http://localhost:${startServerPort}`],
    ]
  : [['npm start', undefined]];

/** Every route whose params the spec closes, in each of its languages, with a value it does not declare. */
const undeclared = (Object.values(routes) as RouteRecord[])
  .filter((record) => paramValues[record.key])
  .flatMap((record) =>
    record.languages.flatMap((lang) =>
      Object.keys(paramValues[record.key]!).map((name) => {
        const params = Object.fromEntries(record.params.map((param) => [param, paramValues[record.key]![param]?.[0] ?? 'x1']));
        return hrefOf(record.key, { ...params, [name]: 'laimeta' }, lang).split('?')[0]!;
      }),
    ),
  );

for (const [name, origin] of servers) {
  test.describe(`${name} answers`, () => {
    let api: APIRequestContext;
    test.beforeAll(async ({ baseURL }) => {
      api = await http.newContext({ baseURL: origin ?? baseURL, maxRedirects: 0, ignoreHTTPSErrors: true });
    });
    test.afterAll(() => api.dispose());

    test('F3: an /api address that is not valid percent-encoding is answered 400, never 500', async () => {
      for (const path of ['/api/pages/%/x', '/api/pages/%zz', '/api/device/%E0%A4%A/stock', '/api/help/groups/%']) {
        const response = await api.get(path);
        expect(response.status(), path).toBe(400);
        // nginx refuses such an address itself; where the sandbox answers, in the API's error shape.
        if (name === 'npm start') expect(await response.json(), path).toMatchObject({ errors: [{ code: 'InvalidRequest' }] });
      }
    });

    test('F4: encoded dot segments get no answer that tells whether a file exists outside the site', async () => {
      const existing = await api.get('/..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc/passwd');
      const missing = await api.get('/..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc/no-such-file-here');
      expect([400, 404]).toContain(existing.status());
      expect(existing.status()).toBe(missing.status());
      expect(await existing.text()).not.toContain('root:');
    });

    test("F1: the partner auto-login's returnUrl never sends the browser off the site", async () => {
      for (const returnUrl of ['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '//evil.example', '/\\evil.example']) {
        const response = await api.get(`/api/narsyk/auth/auto-login?${new URLSearchParams({ returnUrl })}`);
        expect(response.status()).toBe(302);
        const location = response.headers()['location']!;
        expect(new URL(location, 'https://pulsas.lt').origin, `${returnUrl} -> ${location}`).toBe('https://pulsas.lt');
      }
    });

    test('issue 47 F6: a returnUrl longer than a path of the site is refused by the API before a proxy breaks on it', async () => {
      const long = `/narsyk?x=${'a'.repeat(5000)}`;
      const refused = await api.get(`/api/narsyk/auth/auto-login?${new URLSearchParams({ returnUrl: long })}`);
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toMatchObject({ errors: [{ code: 'InvalidRequest' }] });
      const fine = await api.get(`/api/narsyk/auth/auto-login?${new URLSearchParams({ returnUrl: `/narsyk?x=${'a'.repeat(1500)}` })}`);
      expect(fine.status()).toBe(302);
    });

    test("issue 47 F7: the API's answers carry the documents' security headers, the sandbox's payment page among them", async () => {
      const start = await api.post('/api/payment/v2/payments/refill', { data: { phone: '61234567', amount: 5, method: 'bank' } });
      const { redirectUrl } = (await start.json()) as { redirectUrl: string };
      for (const path of ['/api/system/configs?configs=IsicPricePlanId', new URL(redirectUrl).pathname, '/api/no-such-call']) {
        const headers = (await api.get(path)).headers();
        for (const [header, value] of Object.entries(securityHeaders))
          expect(headers[header.toLowerCase()], `${path} ${header}`).toBe(value);
      }
    });

    test('issue 47 F8: HEAD on an API GET answers as GET, without a body', async () => {
      for (const path of ['/api/system/configs?configs=IsicPricePlanId', '/api/elements/header']) {
        const get = await api.get(path);
        const head = await api.head(path);
        expect(head.status(), path).toBe(get.status());
        expect(head.headers()['content-type'], path).toBe(get.headers()['content-type']);
        expect((await head.body()).length, path).toBe(0);
      }
    });

    test('F7: an address whose parameter value does not exist is answered 404, in lt, en and ru', async () => {
      const unknown = [
        ...undeclared,
        ...languages.flatMap((lang) => [
          hrefOf('Device', { skuUrl: 'nonexistent-sku' }, lang),
          hrefOf('Help', { group: 'nera', topic: 'nera' }, lang),
          hrefOf('Help', { group: 'nera' }, lang),
          hrefOf('LanguageProxy', { language: 'xx' }, lang),
        ]),
      ];
      expect(unknown.length).toBeGreaterThan(20);
      for (const path of unknown) expect((await api.get(path)).status(), path).toBe(404);
      // The values that exist still answer 200.
      for (const path of ['/prekes/apple-airpods-pro-2', '/en/help/payments/top-up', '/ru/pomosch/oplata', '/kalba/en', '/refill/success'])
        expect((await api.get(path)).status(), path).toBe(200);
    });
  });
}

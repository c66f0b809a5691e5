import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { createSandboxServer, MAX_BODY_BYTES } from '../../../src/sandbox/node-server';
import { encodeToken, decodeToken } from '../../../src/sandbox/tokens';
import { PREVIEW_TOKEN } from '../../../src/sandbox/world/pages';
import { call, login, TEST_NOW } from './helpers';

/** Issue 7 D2, D9, D11 and the smaller items: the sandbox's HTTP layer under bad requests. */
describe('the sandbox server answers bad requests without internals', () => {
  const server = createSandboxServer({ now: () => TEST_NOW });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A raw request (fetch refuses TRACE and some addresses itself). */
  function raw(
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<{ status: number; text: string; headers: Record<string, unknown> }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  const noInternals = (text: string) => expect(text).not.toMatch(/Error:|at \S+ \(|node_modules|\.ts:\d+/);

  it('a % in a cookie does not break calls (promo=50%off)', async () => {
    const answer = await raw('GET', '/api/system/configs?configs=IsicPricePlanId', { cookie: 'promo=50%off; other=%E0%A4%A' });
    expect(answer.status).toBe(200);
  });

  it('a malformed address is a 400 in the API error shape', async () => {
    const answer = await raw('GET', '/api/%ZZ');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ errors: [{ code: 'InvalidRequest' }] });
    noInternals(answer.text);
  });

  it.each(['TRACE', 'PROPFIND'])('%s is a 405 with Allow', async (method) => {
    const answer = await raw(method, '/api/system/configs');
    expect(answer.status).toBe(405);
    expect(String(answer.headers.allow)).toContain('GET');
    noInternals(answer.text);
  });

  it('a body over 1 MB is refused with 413, by its length or as it streams', async () => {
    const big = 'x'.repeat(MAX_BODY_BYTES + 1);
    const declared = await raw(
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json', 'content-length': String(big.length) },
      big,
    );
    expect(declared.status).toBe(413);
    const chunked = await raw('POST', '/api/auth/login', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, big);
    expect(chunked.status).toBe(413);
    // just under the cap is read (and answered by the handler: not JSON)
    const small = await raw(
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json' },
      '{"msisdn":"61234567","password":"Demo1234"}',
    );
    expect(small.status).toBe(200);
  });
});

describe('tokens expire when the sandbox says, not when they say (D11)', () => {
  it('a token whose exp was rewritten later is still refused after its issued expiry', async () => {
    const sandbox = createSandbox({ now: () => TEST_NOW, tokenTtlSeconds: 60 });
    const token = await login(sandbox);
    const claims = decodeToken(token)!;
    const forged = encodeToken({ ...claims, exp: claims.exp + 365 * 24 * 3600 });
    expect((await call(sandbox, 'GET', '/user-information/user', { token: forged })).status).toBe(200);
    // the world's clock runs on from TEST_NOW; move it past the issued expiry
    const world = sandbox.context.world(new Request('http://localhost/'));
    const later = world.clock().getTime() + 61_000;
    world.clock = () => new Date(later);
    expect((await call(sandbox, 'GET', '/user-information/user', { token: forged })).status).toBe(401);
    expect((await call(sandbox, 'GET', '/user-information/user', { token })).status).toBe(401);
  });
});

describe('payments honour Idempotency-Key', () => {
  it('a repeat with the same key gets the first answer and is not carried out again; another body is refused', async () => {
    const createdSandbox = createSandbox({ now: () => TEST_NOW });
    const first = await withKey(createdSandbox, 'K-1', { phone: '61234567', code: '1234567890123' });
    const again = await withKey(createdSandbox, 'K-1', { phone: '61234567', code: '1234567890123' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    // without a key the voucher is used: the first call really did redeem it, once
    const plain = await withKey(createdSandbox, undefined, { phone: '61234567', code: '1234567890123' });
    expect(plain.status).toBe(400);
    const reused = await withKey(createdSandbox, 'K-1', { phone: '61234567', code: '2345678901234' });
    expect(reused.status).toBe(422);
  });
});

async function withKey(sandbox: ReturnType<typeof createSandbox>, key: string | undefined, body: unknown): Promise<Response> {
  const { getResponse } = await import('msw');
  const headers = new Headers({ 'Content-Type': 'application/json', Language: 'lt' });
  if (key) headers.set('Idempotency-Key', key);
  const response = await getResponse(
    sandbox.handlers,
    new Request('http://localhost/api/payment/v2/payments/voucher', { method: 'POST', headers, body: JSON.stringify(body) }),
  );
  return response!;
}

describe('hidden and unpublished CMS pages', () => {
  const sandbox = createSandbox({ now: () => TEST_NOW });
  const metadata = (alias: string, query: Record<string, string> = {}) =>
    call(sandbox, 'GET', '/pages/metadata', { query: { alias, ...query } });

  it('a hidden page only with its key or a preview token', async () => {
    expect((await metadata('/slaptas-pasiulymas')).status).toBe(404);
    expect((await metadata('/slaptas-pasiulymas', { hiddenPageKey: 'guess' })).status).toBe(404);
    expect((await metadata('/slaptas-pasiulymas', { hiddenPageKey: 'pavasaris50' })).status).toBe(200);
    expect((await call(sandbox, 'GET', '/pages/103')).status).toBe(404);
    expect((await call(sandbox, 'GET', '/pages/103', { query: { hiddenPageKey: 'pavasaris50' } })).status).toBe(200);
    expect((await call(sandbox, 'GET', '/pages/103', { query: { previewToken: PREVIEW_TOKEN } })).status).toBe(200);
  });

  it('unpublished pages and drafts only with the preview token', async () => {
    expect((await metadata('/nauja-akcija')).status).toBe(404);
    expect((await metadata('/vasaros-akcija-2023')).status).toBe(404);
    expect((await call(sandbox, 'GET', '/pages/104')).status).toBe(404);
    expect((await call(sandbox, 'GET', '/pages/104', { query: { previewToken: PREVIEW_TOKEN } })).status).toBe(200);
    expect((await call(sandbox, 'GET', '/pages/101/preview')).status).toBe(404);
    expect((await call(sandbox, 'GET', '/pages/101/preview', { query: { previewToken: 'wrong' } })).status).toBe(404);
    const draft = await call(sandbox, 'GET', '/pages/101/preview', { query: { previewToken: PREVIEW_TOKEN } });
    expect(((await draft.json()) as { content: string }).content).toContain('juodraštis');
    expect((await metadata('/apie-mus')).status).toBe(200);
  });
});

describe('CSP reports', () => {
  it('are collected from report-to and report-uri and listed', async () => {
    const sandbox = createSandbox({ now: () => TEST_NOW });
    const { getResponse } = await import('msw');
    const post = (type: string, body: unknown) =>
      getResponse(
        sandbox.handlers,
        new Request('http://localhost/api/csp-reports', { method: 'POST', headers: { 'Content-Type': type }, body: JSON.stringify(body) }),
      );
    expect(
      (await post('application/reports+json', [
        { type: 'csp-violation', url: 'http://x/planai', body: { effectiveDirective: 'script-src-elem', blockedURL: 'inline' } },
      ]))!.status,
    ).toBe(204);
    expect(
      (await post('application/csp-report', { 'csp-report': { 'violated-directive': 'style-src', 'document-uri': 'http://x/' } }))!.status,
    ).toBe(204);
    sandbox.setScenario('maintenance'); // never faulted
    const list = (await (await call(sandbox, 'GET', '/__sandbox/csp-reports')).json()) as { report: Record<string, unknown> }[];
    expect(list.map((r) => r.report.effectiveDirective ?? r.report['violated-directive'])).toEqual(['script-src-elem', 'style-src']);
  });
});

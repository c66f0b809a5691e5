import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { openapiDocument } from '@generated/api/openapi';
import { ApiError, describeError } from '@/shared/api/api-error';
import { checkAnswer } from '@/shared/api/response-checks';
import { createSandbox } from '../../src/sandbox';
import { login } from './sandbox/helpers';

type Operation = { responses?: Record<string, { content?: Record<string, unknown> }>; parameters?: { in: string }[] };
const paths = openapiDocument.paths as unknown as Record<string, Record<string, Operation>>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every answer spec/api gives a JSON body: `[METHOD, path, status]`. */
const jsonAnswers = Object.entries(paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) =>
    Object.entries(item[method]?.responses ?? {})
      .filter(([status, response]) => /^2\d\d$/.test(status) && response.content?.['application/json'])
      .map(([status]) => [method.toUpperCase(), path, Number(status)] as const),
  ),
);

const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const shapeError = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof ApiError ? error.kind : String(error)),
  );

/** Issue 47: API answers are checked where they enter, by precompiled checks of spec/api's schemas. */
describe('the answers of the API are checked against spec/api', () => {
  it(`has a check for each of the ${jsonAnswers.length} JSON answers, which refuses a body that is not JSON`, async () => {
    expect(jsonAnswers.length).toBeGreaterThan(100);
    for (const [method, path, status] of jsonAnswers) {
      expect(await shapeError(checkAnswer(method, path, json('<html>Bad gateway</html>', status))), `${method} ${path} ${status}`).toBe(
        'shape',
      );
    }
  });

  it('reads tolerantly: a field the API adds passes; a missing field, a wrong type or a date that is not one fails', async () => {
    const configs = (body: unknown) => shapeError(checkAnswer('GET', '/system/configs', json(body)));
    expect(await configs([{ key: 'IsicPricePlanId', value: '41', addedLater: true }])).toBe('accepted');
    expect(await configs([{ key: 'IsicPricePlanId' }])).toBe('shape');
    expect(await configs({ key: 'IsicPricePlanId', value: '41' })).toBe('shape');
    expect(await configs([{ key: 41, value: '41' }])).toBe('shape');
    const active = (activeFrom: string) =>
      shapeError(
        checkAnswer('GET', '/campaign/active', json([{ name: 'wheel', status: 1, activeFrom, activeTo: '2027-02-28T21:59:59Z' }])),
      );
    expect(await active('2026-03-01T00:00:00Z')).toBe('accepted');
    expect(await active('soon')).toBe('shape');
  });

  it("takes pictures from https: or the site's own paths only: javascript:, data:, http: and another host's // are wrong shapes", async () => {
    const sandbox = createSandbox();
    const request = new Request('http://localhost/api/elements/slides', { headers: { Language: 'lt', Accept: 'application/json' } });
    const slides = (await (await getResponse(sandbox.handlers, request))!.json()) as Record<string, unknown>[];
    const withImage = (imageUrl: string) => shapeError(checkAnswer('GET', '/elements/slides', json([{ ...slides[0], imageUrl }])));
    expect(await withImage('https://cdn.pulsas.lt/slides/1.jpg')).toBe('accepted');
    expect(await withImage('/api/__sandbox/media/slides/1.svg')).toBe('accepted');
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://cdn.pulsas.lt/1.jpg',
      '//evil.example/1.jpg',
      '/\\evil.example',
    ])
      expect(await withImage(bad), bad).toBe('shape');
  });

  it('leaves alone what has no JSON body: an error status, a 204', async () => {
    expect(await shapeError(checkAnswer('GET', '/system/configs', json('oops', 500)))).toBe('accepted');
    expect(await shapeError(checkAnswer('GET', '/payment/payments/card', new Response(null, { status: 204 })))).toBe('accepted');
  });

  it('passes what the sandbox answers to every GET without path parameters', async () => {
    const sandbox = createSandbox();
    const token = await login(sandbox, '61234568');
    let checked = 0;
    for (const [method, path] of jsonAnswers) {
      if (method !== 'GET' || path.includes('{') || path.startsWith('/narsyk')) continue;
      const request = new Request(`http://localhost/api${path}`, {
        headers: { Authorization: `Bearer ${token}`, Language: 'lt', Accept: 'application/json' },
      });
      const response = (await getResponse(sandbox.handlers, request))!;
      if (!response.ok || response.status === 204) continue;
      expect(await shapeError(checkAnswer(method, path, response)), path).toBe('accepted');
      checked += 1;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('a wrong shape is described to the subscriber as any failed call is', () => {
    const texts = { exception: () => undefined, generic: 'Kažkas nepavyko.', offline: 'Nėra ryšio.', timeout: 'Per ilgai.' };
    expect(describeError(new ApiError('shape', 200), texts)).toBe('Kažkas nepavyko.');
  });
});

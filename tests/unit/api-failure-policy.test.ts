import { describe, expect, it, vi } from 'vitest';
import { ApiError, isHandled } from '@/shared/api/api-error';
import { portalMiddleware, unwrap, type ApiEnvironment } from '@/shared/api/client';
import { decideFailure, type FailureContext } from '@/shared/api/failure';

const main = (currentPath: string, language: FailureContext['language'] = 'lt'): FailureContext => ({
  language,
  variant: 'main',
  currentPath,
});
const protection = (currentPath: string): FailureContext => ({ language: 'lt', variant: 'protection', currentPath });

/** Issue 33: the one failure policy (core §7, §8), decided in one function; every status and loop guard in one table. */
describe('decideFailure', () => {
  it.each<[number, FailureContext, ReturnType<typeof decideFailure>]>([
    [503, main('/papildymas'), { action: 'leave', target: '/maintenance.htm?from=%2Fpapildymas' }],
    [503, main('/ru/tarify?x=1', 'ru'), { action: 'leave', target: '/ru/maintenance.htm?from=%2Fru%2Ftarify%3Fx%3D1' }],
    [503, main('/maintenance.htm'), { action: 'stay' }], // the maintenance page itself: no loop, and no popup saying it again
    [503, main('/ru/maintenance.htm?from=%2Fru', 'ru'), { action: 'stay' }],
    [
      401,
      main('/pagrindinis/nustatymai?x=1'),
      { action: 'redirect', target: '/prisijungti?returnUrl=%2Fpagrindinis%2Fnustatymai%3Fx%3D1' },
    ],
    [401, main('/en/dashboard', 'en'), { action: 'redirect', target: '/en/login?returnUrl=%2Fen%2Fdashboard' }],
    [401, protection('/narsyk/patvirtinimas'), { action: 'redirect', target: '/narsyk' }],
    [401, { ...protection('/narsyk'), withToken: true }, { action: 'redirect', target: '/narsyk' }], // the entry without its token starts over
    [401, protection('/narsyk?status=1'), { action: 'popup' }], // the partner's session refused: the entry's own answer
    [401, main('/prisijungti?returnUrl=%2F'), { action: 'popup' }], // Login refusing: no loop
    [403, main('/pagrindinis'), { action: 'redirect', target: '/' }],
    [403, main('/?utm=x'), { action: 'popup' }],
    [500, main('/'), { action: 'popup' }],
    [404, main('/planai'), { action: 'popup' }],
    [400, main('/planai'), { action: 'popup' }],
  ])('%i on %j', (status, context, decision) => {
    expect(decideFailure(status, context)).toEqual(decision);
  });
});

/** The API client's middleware is the one place that acts on it, for every caller. */
describe('the API client acts on 401, 403 and 503 once, for any call', () => {
  function setUp(token: string | undefined, onFailureStatus: ApiEnvironment['onFailureStatus'] = () => true) {
    const env: ApiEnvironment = {
      token: () => token,
      language: () => 'lt',
      page: () => '/planai',
      onFailureStatus: vi.fn(onFailureStatus),
      onSessionEnded: vi.fn(() => (token = undefined)),
    };
    const fetched: Request[] = [];
    const answers: number[] = [];
    // A 200 answers what its call's schema asks (the answers are checked, src/shared/api/response-checks.ts).
    const OK_BODIES: Record<string, unknown> = {
      '/price-plan/v3/plans-channels': { plans: [] },
      '/airpod/order': { orderId: 'A1', redirectUrl: null },
    };
    const fetch = vi.fn(async (request: Request) => {
      fetched.push(request);
      const status = answers.shift() ?? 200;
      const body = status === 200 ? (OK_BODIES[new URL(request.url).pathname.slice(4)] ?? {}) : {};
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    });
    const middleware = portalMiddleware(env);
    let n = 0;
    const call = async (method: string, path: string, schemaPath: string, ...statuses: number[]) => {
      answers.push(...statuses);
      const id = String((n += 1));
      const request = (await middleware.onRequest!({
        request: new Request(`https://pulsas.lt/api${path}`, { method }),
        id,
      } as never)) as Request;
      const response = await fetch(request);
      return (await middleware.onResponse!({ request, response, id, schemaPath, options: { fetch } } as never)) as Response;
    };
    return { env, call, fetched };
  }

  it('a call that needs the session and is refused: the app sends the user on, and callers stay quiet', async () => {
    const { env, call } = setUp('T');
    const response = await call('GET', '/payment/payments/card', '/payment/payments/card', 401);
    expect(env.onFailureStatus).toHaveBeenCalledWith(401, '/planai', true);
    expect(env.onSessionEnded).not.toHaveBeenCalled();
    const error = await unwrap(Promise.resolve({ response, error: {} })).catch((e: unknown) => e);
    expect(isHandled(error)).toBe(true);
  });

  it('issue 32 F6: a call that only carried the token along ends the session and is made again as a visitor', async () => {
    const { env, call, fetched } = setUp('T');
    const response = await call('GET', '/price-plan/v3/plans-channels', '/price-plan/v3/plans-channels', 401, 200);
    expect(response.status).toBe(200);
    expect(env.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(env.onFailureStatus).not.toHaveBeenCalled();
    expect(fetched.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer T', null]);
  });

  it('a form sent with a stale token to a call open to visitors is sent again, body and all', async () => {
    const { call, fetched } = setUp('T');
    const response = await call('POST', '/airpod/order', '/airpod/order', 401, 200);
    expect(response.status).toBe(200);
    expect(fetched[1]!.method).toBe('POST');
    expect(fetched[1]!.headers.has('Authorization')).toBe(false);
  });

  it('where the way out leads back to the page that failed, the caller shows its popup', async () => {
    const { env, call } = setUp('T', () => false);
    const response = await call('GET', '/user-information/user', '/user-information/user', 403);
    expect(env.onFailureStatus).toHaveBeenCalledWith(403, '/planai', true);
    const error = await unwrap(Promise.resolve({ response, error: {} })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isHandled(error)).toBe(false);
  });

  it('a 503 of a call without a token, and any status the seeds leave to the popup', async () => {
    const { env, call } = setUp(undefined);
    await call('GET', '/elements/header', '/elements/header', 503);
    expect(env.onFailureStatus).toHaveBeenCalledWith(503, '/planai', false);
    await call('GET', '/elements/footer', '/elements/footer', 500);
    await call('GET', '/elements/footer', '/elements/footer', 404);
    expect(env.onFailureStatus).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as constants from '@generated/constants';
import { routes } from '../../../src/shared/routing/route-table';
import { loginLoader } from '@/features/auth/login-loader';
import { RETURN_ROUTE_KEY } from '@/shared/session/return-url';
import { createI18n } from '@/shared/i18n/i18n';
import { createServices } from '@/shared/services';
import { API_BASE, server, useSandboxServer } from '../harness';

useSandboxServer();

/** Where the services sent the browser with a full page load (the maintenance page). */
const left: string[] = [];
const location = { pathname: '/prisijungti', search: '', assign: (to: string | URL) => void left.push(String(to)) };

/** Runs Login's loader as the router would; returns its data or the Response it threw. */
async function openLogin(query: string) {
  left.length = 0;
  const services = createServices({ variant: 'main', i18n: await createI18n('lt'), storage: localStorage, baseUrl: API_BASE, location });
  const request = new Request(`https://pulsas.lt/prisijungti${query}`);
  try {
    return await loginLoader({
      request,
      params: {},
      context: undefined,
      services,
      route: { key: 'Login', lang: 'lt', record: routes.Login },
    } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('Login loader: auto-login (core §4)', () => {
  it('leaves for the brand auto-login address when available, with the way back to Login and the returnUrl', async () => {
    server.use(http.get('*/api/auth/auto-login/check', () => HttpResponse.json({ result: true })));
    const result = await openLogin('?returnUrl=%2Fpagrindinis%2Fisklotine');
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    // A document redirect: the browser leaves the single-page app.
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
    const address = new URL(response.headers.get('Location')!);
    expect(address.pathname).toBe('/api/auth/auto-login');
    const back = new URL(address.searchParams.get('returnUrl')!);
    expect(`${back.origin}${back.pathname}`).toBe('https://pulsas.lt/prisijungti');
    expect(back.searchParams.get('getToken')).toBe('true');
    expect(back.searchParams.get('returnUrl')).toBe('/pagrindinis/isklotine');
  });

  it('stays on the form when the sandbox says no, and remembers the returnUrl for the session', async () => {
    const result = await openLogin('?returnUrl=%2Fpagrindinis%2Fisklotine');
    expect(result).not.toBeInstanceOf(Response);
    expect(result).toMatchObject({ returnUrl: '/pagrindinis/isklotine' });
    expect(sessionStorage.getItem(RETURN_ROUTE_KEY)).toBe('/pagrindinis/isklotine');
  });
});

describe('Login loader: optional calls never hold the form (issue 7 D5)', () => {
  it('shows the form while the auto-login check hangs, and hands the late check to the screen', async () => {
    let answer: (available: boolean) => void = () => undefined;
    server.use(
      http.get(
        '*/api/auth/auto-login/check',
        () => new Promise<Response>((resolve) => (answer = (result) => resolve(HttpResponse.json({ result })))),
      ),
    );
    const started = Date.now();
    const result = await openLogin('');
    expect(result).not.toBeInstanceOf(Response);
    expect(Date.now() - started).toBeLessThan(constants.optionalCallWaitMs + 5000);
    const data = result as { form: unknown; lateAutoLogin?: Promise<boolean>; autoLoginAddress: string };
    expect(data.form).toBeDefined();
    expect(data.lateAutoLogin).toBeInstanceOf(Promise);
    answer(true);
    await expect(data.lateAutoLogin).resolves.toBe(true);
    expect(new URL(data.autoLoginAddress).pathname).toBe('/api/auth/auto-login');
  });

  it.each([
    ['the auto-login check', '*/api/auth/auto-login/check'],
    ['the feature list', '*/api/feature-management/features/disabled'],
  ])('a 503 from %s still goes to maintenance', async (_, path) => {
    server.use(http.get(path, () => HttpResponse.json({ errors: [{ code: 'ServiceUnavailable' }] }, { status: 503 })));
    // The page is ending: the loader passes the failure on, and the browser leaves for the maintenance page.
    expect(await openLogin('').catch((error: unknown) => (error as { handled?: boolean }).handled)).toBe(true);
    expect(left).toEqual(['/maintenance.htm?from=%2Fprisijungti']);
  });

  it('a check that never answers does not hold the form', async () => {
    server.use(
      http.get('*/api/auth/auto-login/check', async () => {
        await delay('infinite');
        return HttpResponse.json({ result: true });
      }),
    );
    const result = await openLogin('');
    expect(result).toMatchObject({ lateAutoLogin: expect.any(Promise) });
  });
});

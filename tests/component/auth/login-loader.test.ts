// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { routes } from '@generated/routes';
import { loginLoader } from '@/features/auth/login-loader';
import { RETURN_ROUTE_KEY } from '@/features/auth/return-url';
import { createI18n } from '@/shared/i18n/i18n';
import { createServices } from '@/shared/services';
import { API_BASE, server, useSandboxServer } from '../harness';

useSandboxServer();

/** Runs Login's loader as the router would; returns its data or the Response it threw. */
async function openLogin(query: string) {
  const services = createServices({ variant: 'main', i18n: await createI18n('lt'), storage: localStorage, baseUrl: API_BASE });
  const request = new Request(`https://pulsas.lt/prisijungti${query}`);
  try {
    return await loginLoader({ request, params: {}, context: undefined, services, route: { key: 'Login', lang: 'lt', record: routes.Login } } as never);
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

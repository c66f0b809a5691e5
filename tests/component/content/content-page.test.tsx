// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { resolveContent } from '@/features/content/content-api';
import { ApiError } from '@/shared/api/api-error';
import { createI18n } from '@/shared/i18n/i18n';
import { createServices } from '@/shared/services';
import { API_BASE, renderApp, server, useSandboxServer } from '../harness';

useSandboxServer();

describe('content pages (core §2 catch-all)', () => {
  it('renders a published CMS page with its sanitised HTML', async () => {
    const { container } = await renderApp('/apie-mus');
    // The first render of the file compiles the app's chunks: allow for a slow, shared machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Apie mus' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows the not-found screen for a page that does not exist', async () => {
    await renderApp('/tokio-puslapio-nera');
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: lt.common.notFound.back })).toBeInTheDocument();
  });

  it('hides a hidden page unless the query carries its hidden-page key', async () => {
    const first = await renderApp('/slaptas-pasiulymas');
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title }, { timeout: 15_000 })).toBeInTheDocument();
    first.unmount();
    // Any value will not do: the API serves a hidden page only with its own key (issue 7).
    const guessed = await renderApp('/slaptas-pasiulymas?hiddenPageKey=1');
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title })).toBeInTheDocument();
    guessed.unmount();
    await renderApp('/slaptas-pasiulymas?hiddenPageKey=pavasaris50');
    expect(await screen.findByRole('heading', { level: 1, name: /Slaptas pasiūlymas/ })).toBeInTheDocument();
  });

  it('treats a page before its publish date as not found', async () => {
    await renderApp('/nauja-akcija');
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title })).toBeInTheDocument();
  });

  it('redirects a legacy alias to its route', async () => {
    const { router } = await renderApp('/tarptautiniai-skambuciai');
    await waitFor(() => expect(router.state.location.pathname).toBe('/skambuciai-i-uzsieni'));
  });

  it('sends anonymous users of a login-only route to Login with returnUrl', async () => {
    const { router } = await renderApp('/pagrindinis/isklotine');
    await waitFor(() => expect(router.state.location.pathname).toBe('/prisijungti'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/pagrindinis/isklotine');
  });
});

describe('content pages never wait for an optional call (issue 7 D5)', () => {
  it('a page that exists shows while the short-link list hangs', async () => {
    server.use(
      http.get(`${API_BASE}/shortlinks`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    await renderApp('/apie-mus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apie mus' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('a short link redirects while the page metadata hangs', async () => {
    server.use(
      http.get(`${API_BASE}/pages/metadata`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { router } = await renderApp('/taskai');
    await waitFor(() => expect(router.state.location.pathname).toBe('/akcijos/pulsas-taskai'), { timeout: 8000 });
  });

  it('a 503 of the short-link list goes to maintenance and is passed on, not taken for no short link', async () => {
    server.use(http.get(`${API_BASE}/shortlinks`, () => HttpResponse.json({ errors: [{ code: 'ServiceUnavailable' }] }, { status: 503 })));
    const left: string[] = [];
    const location = { pathname: '/tokio-puslapio-nera', search: '', assign: (to: string | URL) => void left.push(String(to)) };
    const services = createServices({ variant: 'main', i18n: await createI18n('lt'), storage: localStorage, baseUrl: API_BASE, location });
    const failure = await resolveContent(services, '/tokio-puslapio-nera', new URLSearchParams()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).handled).toBe(true);
    expect(left).toEqual(['/maintenance.htm?from=%2Ftokio-puslapio-nera']);
  });
});

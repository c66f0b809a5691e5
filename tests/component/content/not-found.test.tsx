// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as app from '@generated/app';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import ru from '@generated/i18n/ru';
import { href, hrefOf } from '@/shared/routing/paths';
import { App } from '@/app/App';
import { createTestApp } from '@/app/router/create-router';
import { createI18n } from '@/shared/i18n/i18n';
import { API_BASE, renderApp, server, useSandboxServer } from '../harness';

useSandboxServer();

const texts = { lt, en, ru };

/** The page is the not-found page inside the public frame, with one title of its own and noindex. */
async function expectNotFoundPage(lang: keyof typeof texts) {
  const t = texts[lang].common;
  const heading = await screen.findByRole('heading', { level: 1, name: t.notFound.title });
  const main = screen.getByRole('main');
  expect(main).toHaveAttribute('id', 'content');
  expect(main).toContainElement(heading);
  expect(within(main).getByRole('button', { name: t.notFound.back })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  // The footer is a chunk of its own (SiteFooter), which may arrive after the screen's.
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t.skipLink })).toHaveAttribute('href', '#content');
  await waitFor(() =>
    expect([...document.head.querySelectorAll('title')].map((e) => e.textContent)).toEqual([`${t.notFound.title} | ${app.product.name}`]),
  );
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
}

describe('the not-found page (core §2, §8: unknown route or page, status 404)', () => {
  it.each([
    ['lt', '/tokio-puslapio-nera'],
    ['en', '/en/no-such-page'],
    ['ru', '/ru/net-takoy-stranitsy'],
  ] as const)('shows an unknown %s address inside the shell', async (lang, path) => {
    await renderApp(path);
    await expectNotFoundPage(lang);
  });

  it.each([
    ['lt', hrefOf('RefillResult', { status: 'laimeta' }, 'lt')],
    ['en', hrefOf('RefillResult', { status: 'laimeta' }, 'en')],
    ['ru', hrefOf('RefillResult', { status: 'laimeta' }, 'ru')],
    ['lt', hrefOf('PrizeGameResult', { status: 'laimeta' }, 'lt')],
    ['lt', hrefOf('EarphonesOrderResult', { status: 'bet-kas' }, 'lt')],
  ] as const)(
    'is the page of a %s address whose parameter has a value the spec does not declare (issue 32 F7, issue 33): %s',
    async (lang, path) => {
      // The screen's 404 goes up to the not-found layout (notFoundLayout) or stays in its own: React logs the handover.
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const view = await renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: texts[lang].common.notFound.title }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      // Never a raw text key where a result's title would be.
      expect(within(screen.getByRole('main')).queryByText(/results\.|\.title$/)).toBeNull();
      view.unmount();
      logged.mockRestore();
    },
  );

  it('is the page of a CMS page that is hidden (without its key) or not published', async () => {
    const first = await renderApp('/slaptas-pasiulymas');
    await expectNotFoundPage('lt');
    first.unmount();
    await renderApp('/vasaros-akcija-2023');
    await expectNotFoundPage('lt');
  });

  it('is the page of a route that answers 404 (an unknown language at the language proxy), with one title', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp(href('LanguageProxy', { language: 'lt' }, 'en').replace(/\/lt$/, '/xx'));
    // The proxy's route has no footer (spec: footer false), but its 404 is shown in the not-found layout
    // (notFoundLayout), the frame of an unknown address, footer included.
    await expectNotFoundPage('en');
    // The screen's boundary hands the 404 on to the layout's: the not-found page working, not an error for
    // React Router to log (React's own report of it is silenced by the app's root, src/app/start.tsx).
    expect(logged.mock.calls.filter(([message]) => /React Router|route failed/.test(String(message)))).toEqual([]);
    logged.mockRestore();
  });

  it('keeps an account page that answers 404 in its own layout, with the side navigation (no notFoundLayout)', async () => {
    // The browsing-protection area is switched off: its page answers 404 (campaign seed §2).
    server.use(http.get('*/api/system/configs', () => HttpResponse.json([{ key: 'WhaleboneManagementEnabled', value: 'False' }])));
    await renderApp(href('SecurityFiltering'), { loggedInAs: '61234567' });
    await expectNotFoundPage('lt');
    const sideNav = screen.getByRole('navigation', { name: lt.common.sideNav.label });
    expect(await within(sideNav).findByText('Rūta Kazlauskienė')).toBeInTheDocument();
    expect(within(sideNav).getByRole('link', { name: lt.common.sideNav.invoices })).toHaveAttribute('href', href('Invoices'));
  });

  it("starts on the server's 404 page as it was sent, asking the API for no page", async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    const i18n = await createI18n('en');
    const { services, router } = createTestApp(
      { variant: 'main', i18n, storage: localStorage, baseUrl: API_BASE, notFound: true },
      '/en/missing/page',
    );
    render(<App services={services} router={router} />);
    // The first render is already the not-found page.
    expect(screen.getByRole('heading', { level: 1, name: en.common.notFound.title })).toBeInTheDocument();
    await expectNotFoundPage('en');
    expect(asked.filter((path) => path.startsWith('/api/pages') || path === '/api/shortlinks')).toEqual([]);
    server.events.removeAllListeners();
  });

  it('leaves the 404 page for a real page when the visitor navigates there', async () => {
    const i18n = await createI18n('lt');
    const { services, router } = createTestApp(
      { variant: 'main', i18n, storage: localStorage, baseUrl: API_BASE, notFound: true },
      '/nera-tokio',
    );
    render(<App services={services} router={router} />);
    await router.navigate('/apie-mus');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apie mus' })).toBeInTheDocument();
    await router.navigate(href('Plans'));
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.Plans.title })).toBeInTheDocument();
    await router.navigate('/dar-nera');
    await expectNotFoundPage('lt');
  });
});

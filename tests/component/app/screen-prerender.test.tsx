// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '@generated/app';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { App } from '@/app/App';
import { prerender } from '@/app/prerender';
import { createTestApp } from '@/app/router/create-router';
import { routerReady } from '@/app/router/router-ready';
import { unwrap } from '@/shared/api/client';
import { createI18n } from '@/shared/i18n/i18n';
import { languageOf } from '@/shared/navigation/language';
import { href } from '@/shared/routing/paths';
import { createServices } from '@/shared/services';
import { API_BASE, COOKIE_CHOICE, useSandboxServer } from '../harness';

useSandboxServer();
vi.setConfig({ testTimeout: 30_000 });

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  cleanup();
});

/**
 * What the browser does with a page prerendered whole (src/app/start.tsx): the prerendered HTML is on
 * the page, the app loads the screen and its data, then hydrates. Returns React's hydration errors.
 */
async function hydratePrerendered(path: string, { loggedInAs }: { loggedInAs?: string } = {}) {
  const page = await prerender(path);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = page.body;
  document.body.append(container);
  localStorage.setItem(app.cookies.consent.storageKey, COOKIE_CHOICE);
  const i18n = await createI18n(languageOf(path));
  const options = { variant: 'main' as const, i18n, storage: localStorage, baseUrl: API_BASE };
  if (loggedInAs) {
    const visit = createServices(options);
    const { result } = await unwrap(visit.api.POST('/auth/login', { body: { msisdn: loggedInAs, password: 'Demo1234' } }));
    visit.session.setToken(result);
  }
  let hydrated!: () => void;
  const hydration = new Promise<void>((resolve) => (hydrated = resolve));
  const { router, services } = createTestApp({ ...options, hydration, screenFirst: page.screen }, path);
  const painted = container.innerHTML;
  await routerReady(router);
  // Nothing of the painted page changed while the screen and its data loaded.
  expect(container.innerHTML).toBe(painted);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <App services={services} router={router} onHydrated={hydrated} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  await hydration;
  return { page, errors };
}

describe('campaign pages prerendered whole (ScreenModule.prerenderScreen)', () => {
  const prize = lt['campaign-prize'];

  it("the refill game's landing holds its description, steps, prizes and sections, and hydrates as it was painted", async () => {
    const { page, errors } = await hydratePrerendered(href('PrizeLanding'));
    expect(page.screen).toBe(true);
    expect(errors).toEqual([]);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: lt.routes.PrizeLanding.title })).toBeVisible();
    expect(main.getByText(prize.description)).toBeVisible();
    expect(main.getByRole('region', { name: prize.prizes.title })).toBeVisible();
    expect(main.getByRole('region', { name: prize.sections.howToPlay.title })).toBeVisible();
    expect(main.getByText(prize.transactions.login)).toBeVisible();
    // Live: its links are the router's (a click navigates in the app).
    expect(main.getByRole('link', { name: prize.actions.rules })).toHaveAttribute('href', '/mobiliojo-zaidimo-taisykles');
  });

  it('the points campaign in English and the ended summer game’s rules hydrate without a difference', async () => {
    const awards = await hydratePrerendered(href('AwardsCampaign', {}, 'en'));
    expect(awards.page.screen).toBe(true);
    expect(awards.errors).toEqual([]);
    expect(screen.getByText(en['campaign-wheel'].description.split('\n')[0]!.trim())).toBeVisible();
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    const rules = await hydratePrerendered(href('SummerGameRules'));
    expect(rules.page.screen).toBe(true);
    expect(rules.errors).toEqual([]);
  });

  it("a logged-in customer's page differs from the build's: it is rendered afresh with their refills", async () => {
    const { errors } = await hydratePrerendered(href('PrizeLanding'), { loggedInAs: '61234567' });
    // React reports the difference (a warning in the browser) and renders the live page.
    expect(errors.length).toBeGreaterThan(0);
    const list = within(await screen.findByRole('region', { name: prize.transactions.title }));
    expect(list.getAllByRole('link', { name: prize.actions.play })).toHaveLength(5);
    expect(screen.queryByText(prize.transactions.login)).toBeNull();
  });

  it('other public pages are prerendered with their heading and lead only, their screen loading after hydration', async () => {
    const page = await prerender(href('Plans'));
    expect(page.screen).toBe(false);
    expect(page.body).toContain('route-fallback');
    expect(page.body).toContain(lt.routes.Plans.description);
  });
});

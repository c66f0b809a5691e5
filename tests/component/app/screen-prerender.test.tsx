// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as app from '@generated/app';
import { texts } from '@/shared/campaign-files/resources';
import { App } from '@/app/App';
import { prerender } from '@/app/prerender';
import { createTestApp } from '@/app/router/create-router';
import { routerReady } from '@/app/router/router-ready';
import { unwrap } from '@/shared/api/client';
import { createI18n } from '@/shared/i18n/i18n';
import { routeNamespacesAt } from '@/shared/i18n/route-texts';
import { languageOf } from '@/shared/navigation/language';
import { href } from '@/shared/routing/paths';
import { createServices } from '@/shared/services';
import { API_BASE, COOKIE_CHOICE, server, useSandboxServer } from '../harness';

const { en, lt } = texts;

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
  const page = await prerender(path, { apiBase: API_BASE });
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = page.body;
  document.body.append(container);
  localStorage.setItem(app.cookies.consent.storageKey, COOKIE_CHOICE);
  const i18n = await createI18n(languageOf(path), routeNamespacesAt(path)); // as src/app/start.tsx
  const options = { variant: 'main' as const, i18n, storage: localStorage, baseUrl: API_BASE };
  if (loggedInAs) {
    const visit = createServices(options);
    const { result } = await unwrap(visit.api.POST('/auth/login', { body: { msisdn: loggedInAs, password: 'Demo1234' } }));
    visit.session.setToken(result);
  }
  let hydrated!: () => void;
  const hydration = new Promise<void>((resolve) => (hydrated = resolve));
  const { router, services } = createTestApp({ ...options, hydration, screenFirst: page.screen }, path);
  await routerReady(router);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <App services={services} router={router} onHydrated={hydrated} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  await hydration;
  return { page, errors };
}

describe('campaign pages prerendered whole (ScreenModule.prerender)', () => {
  const prize = lt['campaign-prize'];
  const ui = lt['campaign-ui'];

  it("the refill game's landing holds its description, steps, prizes and sections, and hydrates as it was built", async () => {
    const { page, errors } = await hydratePrerendered(href('PrizeLanding'));
    expect(page.screen).toBe(true);
    // The dice kind draws its part from the file (fromFiles): the prize pool and the login prompt are built in.
    expect(page.body).toContain(prize.description);
    expect(page.body).toContain(prize.prizes.title);
    expect(page.body).toContain(prize.transactions.login);
    expect(errors).toEqual([]);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: lt.routes.PrizeLanding.title })).toBeVisible();
    expect(main.getByText(prize.description)).toBeVisible();
    expect(main.getByRole('region', { name: prize.prizes.title })).toBeVisible();
    expect(main.getByRole('region', { name: prize.sections.howToPlay.title })).toBeVisible();
    expect(main.getByText(prize.transactions.login)).toBeVisible();
  });

  it("a logged-in customer's page hydrates as built, then shows their refills", async () => {
    const { errors } = await hydratePrerendered(href('PrizeLanding'), { loggedInAs: '61234567' });
    expect(errors).toEqual([]);
    const list = within(await screen.findByRole('region', { name: prize.transactions.title }));
    expect(await list.findAllByRole('link', { name: prize.actions.play })).toHaveLength(5);
    expect(screen.queryByText(prize.transactions.login)).toBeNull();
    const steps = within(screen.getByRole('list', { name: ui.steps.label })).getAllByRole('listitem');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
  });

  it("the build asks the API nothing: the summer game's winners come once the page is live", async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(request.url);
    server.events.on('request:start', listen);
    const page = await prerender(href('SummerGameRules', {}, 'en'));
    await prerender(href('AwardsRules'));
    await prerender(href('UkraineCampaign'));
    server.events.removeListener('request:start', listen);
    expect(asked).toEqual([]);
    expect(page.screen).toBe(true);
    expect(page.body).not.toContain('campaign-winners'); // the winners' list (src/features/campaigns/draw/Winners.tsx)

    const { errors } = await hydratePrerendered(href('SummerGameRules', {}, 'en'));
    expect(errors).toEqual([]);
    expect(await screen.findByRole('heading', { level: 2, name: en['campaign-ui'].winners.title })).toBeVisible();
  });

  it("a landing whose kind's API part is its last content is built from its file, and shows the part once live (AirPods' prizes)", async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(request.url);
    server.events.on('request:start', listen);
    const built = await prerender(href('EarphonesPage'));
    await prerender(href('AwardsCampaign'));
    server.events.removeListener('request:start', listen);
    expect(asked).toEqual([]);
    expect(built.screen).toBe(true);
    expect(built.body).toContain(lt['campaign-airpods'].description);
    expect(built.body).not.toContain('campaign-items'); // the prize list (src/features/campaigns/purchase/PrizeList.tsx)

    const { errors } = await hydratePrerendered(href('EarphonesPage'));
    expect(errors).toEqual([]);
    const items = await screen.findByRole('region', { name: lt['campaign-ui'].items.title });
    expect(within(items).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it("a discount landing is built with its plan and price from the API (the kind's public data), and hydrates as built", async () => {
    const { page, errors } = await hydratePrerendered(href('IsicLanding'));
    expect(page.screen).toBe(true);
    expect(page.body).not.toContain('route-fallback');
    expect(page.body).toContain(lt['campaign-isic'].description);
    expect(page.body).toMatch(/Planas su nuolaida: ISIC/);
    expect(page.body).toMatch(/\d+,\d{2}\s€/);
    expect(errors).toEqual([]);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 2, name: /Planas su nuolaida: ISIC/ })).toBeVisible();
    expect(main.getByRole('region', { name: lt['campaign-isic'].sections.who.title })).toBeVisible();
  });

  it.each([
    ['the earphones order', 'EarphonesCampaign', lt['campaign-airpods'].states.login],
    ['the dice game', 'PrizeGame', lt['campaign-prize'].game.noTransaction.text],
  ] as const)('%s is built as a visitor sees it, asked to log in, and hydrates as built', async (_, key, prompt) => {
    const { page, errors } = await hydratePrerendered(href(key));
    expect(page.screen).toBe(true);
    expect(page.body).toContain(prompt);
    expect(errors).toEqual([]);
    // (The texts' typography keeps "5 €" together with a no-break space: its first words are enough.)
    expect(within(screen.getByRole('main')).getByText((text) => text.startsWith(prompt.slice(0, 30)))).toBeVisible();
    expect(screen.getAllByRole('link', { name: /Prisijungti/ }).length).toBeGreaterThan(0);
  });

  it("the e-mail link's page is built in its waiting state, which fits every link", async () => {
    const page = await prerender(href('EmailConfirmation'), { apiBase: API_BASE });
    expect(page.baked).toEqual({ route: 'EmailConfirmation.lt', data: { outcome: 'checking' }, anyAddress: true });
    expect(page.body).toContain(lt['email-confirmation'].checking.text);
    expect(page.body).toContain('aria-busy="true"');
  });

  it('every other public page is prerendered with its heading and lead only', async () => {
    const page = await prerender(href('Login'));
    expect(page.screen).toBe(false);
    expect(page.body).toContain('route-fallback');
    expect(page.body).toContain(lt.routes.Login.description);
  });

  it('Plans is prerendered with the plans the API has at build time, which the page carries as data, and an ItemList of them', async () => {
    const page = await prerender(href('Plans'), { apiBase: API_BASE });
    expect(page.screen).toBe(true);
    expect(page.body).not.toContain('route-fallback');
    expect(page.baked?.route).toBe('Plans.lt');
    const shown = (page.baked!.data as { sections: { plans: { name: string }[] }[]; banners: unknown }).sections.flatMap((s) => s.plans);
    expect(shown.length).toBeGreaterThan(3);
    for (const plan of shown) expect(page.body).toContain(plan.name);
    // Banners depend on the visitor and the hour: never in the page.
    expect((page.baked!.data as { banners: unknown }).banners).toBeNull();
    expect(page.structuredData).toMatchObject({ '@type': 'ItemList' });
  });

  it.each([
    [
      'Home: its slides and discounts, no banners',
      href('Home'),
      'Home.lt',
      (d: Record<string, unknown>) => [
        ...(d.slides as { title: string }[]).map((x) => x.title),
        ...(d.discounts as { title: string }[]).map((x) => x.title),
      ],
    ],
    [
      'the device list: every device, no stock',
      href('Devices', {}, 'en'),
      'Devices.en',
      (d: Record<string, unknown>) => (d.catalogue as { devices: { name: string }[] }).devices.map((x) => x.name),
    ],
    [
      "Help's first page: every group",
      href('Help', {}, 'ru'),
      'Help.ru',
      (d: Record<string, unknown>) => (d.groups as { title: string }[]).map((x) => x.title),
    ],
    [
      'eSIM: the compatible devices',
      href('Esim'),
      'Esim.lt',
      (d: Record<string, unknown>) => (d.devices as { name: string }[]).map((x) => x.name),
    ],
  ])('%s is baked with the API data the build was given', async (_, path, route, shown) => {
    const page = await prerender(path, { apiBase: API_BASE });
    expect(page.screen).toBe(true);
    expect(page.baked?.route).toBe(route);
    const data = page.baked!.data as Record<string, unknown>;
    const names = shown(data);
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(page.body).toContain(name.replace(/&/g, '&amp;'));
    if ('banners' in data) expect(data.banners).toBeNull();
    if ('catalogue' in data) expect(Object.values((data.catalogue as { inStock: object }).inStock)).toEqual(expect.arrayContaining([null]));
  });

  it('a help group is baked with its topics, and an article and a CMS page with their HTML, sanitised', async () => {
    const page = await prerender(href('Help', { group: 'mokejimai' }), { apiBase: API_BASE });
    const topics = (page.baked!.data as { group: { topics: { title: string }[] } }).group.topics;
    expect(topics.length).toBeGreaterThan(1);
    for (const topic of topics) expect(page.body).toContain(topic.title);
    const article = await prerender(href('Help', { group: 'mokejimai', topic: 'papildymas' }), { apiBase: API_BASE });
    expect(article.baked?.route).toBe('Help.lt');
    expect(article.body).toContain('Kaip papildyti sąskaitą?');
    const cms = await prerender('/en/about-us', { apiBase: API_BASE });
    expect(cms.baked?.route).toBe('ContentPage.en');
    expect(cms.head).toContain('<title>About Pulsas</title>');
    expect(cms.body).toContain('<ul><li>Pay only for what you use</li>');
    expect(cms.body).toContain('<a href="/en/plans">See the plans</a>');
  });

  it('pages whose content is all in the spec files are prerendered whole, without data', async () => {
    for (const key of ['WhyProduct', 'MobileGameRules'] as const) {
      const page = await prerender(href(key));
      expect(page.screen).toBe(true);
      expect(page.baked).toBeUndefined();
      expect(page.body).not.toContain('route-fallback');
    }
    expect((await prerender(href('WhyProduct'))).body).toContain(lt.why.reasons.title);
  });

  it("a campaign screen whose file's dates are over is prerendered whole as its ended page, which it hydrates as", async () => {
    const { page, errors } = await hydratePrerendered(href('SummerGameItems'));
    expect(page.screen).toBe(true);
    expect(page.baked).toBeUndefined();
    expect(page.body).not.toContain('route-fallback');
    expect(page.body).toMatch(/Akcija vyko nuo 2023/);
    expect(errors).toEqual([]);
    expect(await screen.findByText(/Akcija vyko nuo 2023/)).toBeVisible();
  });

  it('a baked page whose data the API will not give fails the build, naming the page and saying the API was asked', async () => {
    server.use(http.get(`${API_BASE}/price-plan/v3/plans-channels`, () => HttpResponse.json({ errors: [] }, { status: 500 })));
    await expect(prerender(href('Plans', {}, 'en'), { apiBase: API_BASE })).rejects.toThrow(
      /^prerendering \/en\/plans failed: .*\(its screen's prerender\.data asks the API at build time: is it there\?\)$/,
    );
  });
});

// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '@/shared/campaign-files/resources';
import { renderApp, useSandboxServer } from '../harness';

const { en, lt, ua } = texts;

useSandboxServer();
// Inside the campaign's window (spec/campaigns/ukraine.yaml) whatever day the tests run.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:00:00+02:00') }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slow = { timeout: 15_000 };
const u = ua['campaign-ukraine'];
// The site's header (the landing's hero is a header inside its article, after it).
const banner = () => screen.getAllByRole('banner')[0]!;
const head = (selector: string) => [...document.head.querySelectorAll(selector)].map((element) => element.outerHTML);

describe('the Ukrainian campaign: a page in ua, reached from the language menu', { timeout: 60_000 }, () => {
  it("opens from the menu's Ukrainian option in Ukrainian, and a site language leads back to that language's Home", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/papildymas');
    await user.click(await within(banner()).findByRole('button', { name: `${lt.common.language.label}: LT` }, slow));
    await user.click(within(banner()).getByRole('link', { name: 'Українська' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/slava-ukraini'), slow);
    expect(await screen.findByText(u.description, {}, slow)).toBeVisible();
    // The page is Ukrainian (<html lang="uk">, its main part); the shell stays in the site language and says so.
    // <html lang> follows in the route head's effect, after the page's first paint.
    await waitFor(() => expect(document.documentElement.lang).toBe('uk'));
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'uk');
    expect(banner().closest('[lang]')).toHaveAttribute('lang', 'lt');
    expect(document.title).toBe(`${ua.routes.UkraineCampaign.title} | Pulsas`);

    // In the menu, Ukrainian is the current language; Lithuanian leads to the Lithuanian Home.
    await user.click(within(banner()).getByRole('button', { name: `${lt.common.language.label}: LT` }));
    expect(within(banner()).getByRole('link', { name: 'Українська' })).toHaveAttribute('aria-current', 'true');
    expect(within(banner()).getByRole('link', { name: 'Lietuvių' })).not.toHaveAttribute('aria-current');
    expect(within(banner()).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
    await user.click(within(banner()).getByRole('link', { name: 'Lietuvių' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    await waitFor(() => expect(document.documentElement.lang).toBe('lt'));
  });

  it('leaves ua behind on the rest of the portal', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/slava-ukraini');
    await user.click(await screen.findByRole('link', { name: u.actions.refill }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/papildymas'), slow);
    await waitFor(() => expect(document.documentElement.lang).toBe('lt'));
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.Refill.title }, slow)).toBeVisible();
  });

  it('is one page under every prefix for search engines: canonical and its only alternate at the Lithuanian address, hreflang uk', async () => {
    await renderApp('/en/slava-ukraini');
    expect(await screen.findByText(u.description, {}, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: en.common.skipLink })).toHaveAttribute('lang', 'en');
    expect(head('link[rel="canonical"]')).toEqual(['<link rel="canonical" href="https://www.pulsas.lt/slava-ukraini">']);
    expect(head('link[rel="alternate"]')).toEqual([
      '<link rel="alternate" hreflang="uk" href="https://www.pulsas.lt/slava-ukraini">',
      '<link rel="alternate" hreflang="x-default" href="https://www.pulsas.lt/slava-ukraini">',
    ]);
  });
});

// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '@/shared/campaign-files/resources';
import { API_BASE, renderApp, sandbox, server, useSandboxServer } from '../harness';
import { fill, h1, h2, LOAD, sandboxCall, wheel } from './game-helpers';

const { lt } = texts;

useSandboxServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 40_000 });

const region = (name: string) => within(screen.getByRole('region', { name }));
const card = (name: string) => within(screen.getByRole('heading', { level: 3, name }).closest('li')!);

describe('the points page (/pulsas-taskai)', () => {
  it('shows the points, the winnings where they stand, the store and all 14 medals with what is done', async () => {
    await renderApp('/pulsas-taskai', { loggedInAs: '61234567' });
    expect(await screen.findByText(fill(wheel.points.balance, { points: 1250 }), {}, LOAD)).toBeVisible();
    expect(screen.getByText(fill(wheel.points.tickets, { count: 1 }))).toBeVisible();

    const winnings = region(wheel.points.winnings);
    expect(winnings.getByRole('button', { name: wheel.winnings.confirm })).toHaveAccessibleDescription('Belaidės ausinės');
    expect(winnings.getByRole('link', { name: wheel.actions.deliver })).toHaveAttribute('href', '/pulsas-taskai/pristatymas/1');
    expect(winnings.getByText(wheel.winnings.active)).toBeVisible();

    // Only active prizes, without the wheel's empty segment; the price in points, a ForSale prize's in euros.
    const store = region(wheel.points.store);
    expect(store.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Belaidės ausinės',
      'Pulsas gertuvė',
      'Neribotas internetas 7 d.',
      '5 GB duomenų',
      '100 min. pokalbių',
      'Naršymo apsauga 1 mėn.',
      'Išmanusis laikrodis',
    ]);
    expect(card('Belaidės ausinės').getByRole('link', { name: wheel.actions.spin })).toHaveAttribute('href', '/pulsas-taskai/loterija/1');
    expect(card('Pulsas gertuvė').getByText('500 taškų')).toBeVisible();
    expect(card('Pulsas gertuvė').getByRole('button', { name: wheel.actions.buy })).toBeVisible();
    expect(card('Išmanusis laikrodis').getByText('49,00 €')).toBeVisible();

    const medals = region(wheel.points.medals);
    const items = medals.getAllByRole('listitem');
    expect(items).toHaveLength(14);
    expect(medals.getByText(fill(wheel.points.medalsDone, { done: 5, total: 14 }))).toBeVisible();
    expect(within(items[2]!).getByText(lt.enums.MedalType.Refill)).toBeVisible();
    expect(within(items[2]!).getByText(wheel.points.done)).toBeVisible();
    expect(within(items[0]!).getByRole('link', { name: wheel.medalActions.MobileAppDownload })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=lt.pulsas.app',
    );
    expect(within(items[3]!).getByRole('link', { name: wheel.medalActions.SocialNetworkOrder })).toBeVisible();
    expect(within(items[9]!).getByText(wheel.points.automatic)).toBeVisible();
  });

  it('confirms a wheel win: the winning then waits for its delivery form', async () => {
    await renderApp('/pulsas-taskai', { loggedInAs: '61234567' });
    await userEvent.click(await screen.findByRole('button', { name: wheel.winnings.confirm }, LOAD));
    expect(await screen.findByText(fill(wheel.winnings.confirmed, { prize: 'Belaidės ausinės' }), {}, LOAD)).toBeInTheDocument();
    await waitFor(() =>
      expect(region(wheel.points.winnings).getAllByRole('link', { name: wheel.actions.deliver })[0]).toHaveAttribute(
        'href',
        '/pulsas-taskai/pristatymas/3',
      ),
    );
    expect(screen.queryByRole('button', { name: wheel.winnings.confirm })).toBeNull();
  });

  it('saves the consents: agreeing earns the medal and its points', async () => {
    await renderApp('/pulsas-taskai', { loggedInAs: '61234567' });
    const consents = await screen.findByRole('region', { name: wheel.consents.title }, LOAD);
    const boxes = within(consents).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    const third = boxes[2]!;
    expect(third).not.toBeChecked();
    await userEvent.click(third);
    await userEvent.click(within(consents).getByRole('button', { name: wheel.consents.save }));
    expect(await within(consents).findByRole('status')).toHaveTextContent(wheel.consents.saved);
    // Every answer is sent: the third-party medal and the direct-marketing one (agreed before, not yet credited), 50 each.
    expect(await screen.findByText(fill(wheel.points.balance, { points: 1350 }), {}, LOAD)).toBeVisible();
  });

  it('reports the app medal when its link is followed, and credits it', async () => {
    await renderApp('/pulsas-taskai', { loggedInAs: '61234567' });
    const link = await screen.findByRole('link', { name: wheel.medalActions.MobileAppDownload }, LOAD);
    // The link opens the store in a new tab; the page stays and reports the action.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(await screen.findByText(fill(wheel.points.balance, { points: 1350 }), {}, LOAD)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: wheel.medalActions.MobileAppDownload })).toBeNull());
  });

  it('swaps points for a thing after the confirmation and goes to its delivery form', async () => {
    const view = await renderApp('/pulsas-taskai', { loggedInAs: '61234567' });
    await screen.findByText(fill(wheel.points.balance, { points: 1250 }), {}, LOAD);
    await userEvent.click(card('Pulsas gertuvė').getByRole('button', { name: wheel.actions.buy }));
    const dialog = await screen.findByRole('dialog', { name: fill(wheel.purchase.title, { prize: 'Pulsas gertuvė' }) }, LOAD);
    expect(dialog).toHaveTextContent('Prizo kaina: 500 taškų. Iškeitus liks: 750 taškų.');
    await userEvent.click(within(dialog).getByRole('button', { name: wheel.actions.buy }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pulsas-taskai/pristatymas/4'), LOAD);
    expect(await h2(wheel.delivery.title)).toBeVisible();
  });

  it('swaps points for a plan and shows the order success page', async () => {
    const view = await renderApp('/pulsas-taskai', { loggedInAs: '61234567' });
    await screen.findByText(fill(wheel.points.balance, { points: 1250 }), {}, LOAD);
    await userEvent.click(card('Neribotas internetas 7 d.').getByRole('button', { name: wheel.actions.buy }));
    await userEvent.click(within(await screen.findByRole('dialog', {}, LOAD)).getByRole('button', { name: wheel.actions.buy }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pulsas-taskai/sekmingas-uzsakymas'), LOAD);
    expect(await h1(lt.routes.AwardsOrderSuccess.title)).toBeVisible();
  });

  it('says how many points a prize still needs, and a refused purchase opens the popup', async () => {
    await renderApp('/pulsas-taskai', { loggedInAs: '61234568' });
    await screen.findByText(fill(wheel.points.balance, { points: 40 }), {}, LOAD);
    expect(card('Pulsas gertuvė').getByText('Šiam prizui trūksta: 460 taškų')).toBeVisible();
    expect(card('Pulsas gertuvė').queryByRole('button')).toBeNull();
    expect(region(wheel.points.winnings).getByText(wheel.points.noWinnings)).toBeVisible();
    cleanup();

    // The 5 GB prize sells out while the page is open: the refusal is shown and the store reloaded without it.
    const prizes = (await (await sandboxCall('GET', '/awards-campaign/prizes')).json()) as { id: number; isActive: boolean }[];
    let soldOut = false;
    server.use(
      http.post(`${API_BASE}/awards-campaign/purchase/:id`, () => {
        soldOut = true;
        return HttpResponse.json({ Exception: 'PrizeNotAvailableException' }, { status: 400 });
      }),
      http.get(`${API_BASE}/awards-campaign/prizes`, () =>
        HttpResponse.json(prizes.map((p) => ({ ...p, isActive: p.isActive && !(soldOut && p.id === 4) }))),
      ),
    );
    await renderApp('/pulsas-taskai', { loggedInAs: '61234567' });
    await screen.findByText(fill(wheel.points.balance, { points: 1250 }), {}, LOAD);
    await userEvent.click(card('5 GB duomenų').getByRole('button', { name: wheel.actions.buy }));
    await userEvent.click(within(await screen.findByRole('dialog', {}, LOAD)).getByRole('button', { name: wheel.actions.buy }));
    expect(await screen.findByRole('alertdialog', {}, LOAD)).toHaveTextContent(lt.exceptions.PrizeNotAvailableException);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: '5 GB duomenų', hidden: true })).toBeNull(), LOAD);
  });

  it('buys a ForSale prize with the saved card, then its delivery form', async () => {
    const view = await renderApp('/pulsas-taskai', { loggedInAs: '61234567' });
    await screen.findByText(fill(wheel.points.balance, { points: 1250 }), {}, LOAD);
    await userEvent.click(card('Išmanusis laikrodis').getByRole('button', { name: wheel.purchase.pay }));
    const dialog = await screen.findByRole('dialog', { name: fill(wheel.purchase.forSaleTitle, { prize: 'Išmanusis laikrodis' }) }, LOAD);
    expect(await within(dialog).findByRole('radio', { name: wheel.purchase.savedCard }, LOAD)).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: wheel.purchase.pay }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pulsas-taskai/pristatymas/4'), LOAD);
  });

  it.each([
    ['has none', false],
    ['has expired', true],
  ])('offers a customer whose saved card %s only a new card', async (_, expired) => {
    const cards = sandbox.context.world(new Request('http://localhost/api')).cards;
    if (expired) cards.set('61234567', { ...cards.get('61234567')!, expiryMonth: 1, expiryYear: 2024 });
    else cards.delete('61234567');
    await renderApp('/pulsas-taskai', { loggedInAs: '61234567' });
    await screen.findByText(fill(wheel.points.balance, { points: 1250 }), {}, LOAD);
    await userEvent.click(card('Išmanusis laikrodis').getByRole('button', { name: wheel.purchase.pay }));
    const dialog = await screen.findByRole('dialog', { name: fill(wheel.purchase.forSaleTitle, { prize: 'Išmanusis laikrodis' }) }, LOAD);
    expect(await within(dialog).findByRole('radio', { name: wheel.purchase.card }, LOAD)).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: wheel.purchase.savedCard })).toBeNull();
    expect(within(dialog).getByRole('button', { name: wheel.purchase.pay })).not.toHaveAttribute('aria-disabled', 'true');
  });
});

describe('the awards campaign page (/akcijos/pulsas-taskai)', () => {
  it('shows a visitor how to earn points and the store, asking to log in to swap', async () => {
    await renderApp('/akcijos/pulsas-taskai');
    expect(await h2(wheel.points.earn)).toBeVisible();
    const earn = region(wheel.points.earn);
    expect(earn.getAllByRole('listitem')).toHaveLength(14);
    expect(earn.getByText(lt.enums.MedalType.P2pPlanOrder)).toBeVisible();
    const store = region(wheel.points.store);
    expect(store.getAllByRole('link', { name: wheel.actions.login })[0]).toHaveAttribute('href', '/prisijungti?returnUrl=%2Fpulsas-taskai');
    expect(store.queryByRole('button', { name: wheel.actions.buy })).toBeNull();
  });

  it("shows a customer their points, each medal's points, and the purchases", async () => {
    await renderApp('/akcijos/pulsas-taskai', { loggedInAs: '61234567' });
    expect(await screen.findByText(fill(wheel.points.balance, { points: 1250 }), {}, LOAD)).toBeVisible();
    expect(region(wheel.points.earn).getAllByText('+100 taškų').length).toBeGreaterThan(0);
    expect(region(wheel.points.store).getAllByRole('button', { name: wheel.actions.buy }).length).toBeGreaterThan(0);
  });
});

// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { API_BASE, renderApp, server, useSandboxServer, left } from '../harness';
import { fill, h1, h2, LOAD, wheel, withMotion } from './game-helpers';

useSandboxServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 40_000 });

const spinButton = () => screen.findByRole('button', { name: wheel.actions.spin }, LOAD);
const SEGMENTS =
  'Belaidės ausinės, Pulsas gertuvė, Neribotas internetas 7 d., 5 GB duomenų, 100 min. pokalbių, Naršymo apsauga 1 mėn., Išmanusis laikrodis, Bandyk dar kartą';

describe('the prize wheel (WheelGame, /pulsas-taskai/loterija/:prize)', () => {
  it('spins with a ticket, stops at the prize, asks to confirm it, then finishes with its delivery', async () => {
    await renderApp('/pulsas-taskai/loterija/1', { loggedInAs: '61234567' });
    expect(await h2(wheel.states.ready.title)).toBeVisible();
    expect(screen.getByText(fill(wheel.states.ready.text, { prize: 'Belaidės ausinės' }))).toBeVisible();
    expect(screen.getByRole('img', { name: `${wheel.wheel.label}. ${fill(wheel.wheel.segments, { list: SEGMENTS })}` })).toBeVisible();

    await userEvent.click(await spinButton());
    const confirmTitle = await h2(wheel.states.confirm.title);
    await waitFor(() => expect(confirmTitle).toHaveFocus());
    expect(screen.getByText(fill(wheel.states.confirm.text, { prize: 'Belaidės ausinės' }))).toBeVisible();
    expect(screen.getByRole('img', { name: new RegExp(`${fill(wheel.wheel.stopped, { prize: 'Belaidės ausinės' })}$`) })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(fill(wheel.wheel.stopped, { prize: 'Belaidės ausinės' }));

    await userEvent.click(screen.getByRole('button', { name: wheel.actions.confirm }));
    const finished = await h2(wheel.states.finished.title);
    await waitFor(() => expect(finished).toHaveFocus());
    expect(screen.getByText(fill(wheel.states.finished.Lottery, { prize: 'Belaidės ausinės' }))).toBeVisible();
    expect(screen.getByRole('link', { name: wheel.actions.deliver })).toHaveAttribute('href', '/pulsas-taskai/pristatymas/4');
  });

  it.each([
    ['Physical', 2, 2, 'Pulsas gertuvė', true],
    ['Plan', 3, 3, 'Neribotas internetas 7 d.', false],
    ['Lottery', 4, 1, 'Belaidės ausinės', true],
    ['VirtualData', 5, 4, '5 GB duomenų', false],
    ['VirtualVoice', 6, 5, '100 min. pokalbių', false],
    ['VasOrder', 7, 6, 'Naršymo apsauga 1 mėn.', false],
    ['ForSale', 8, 7, 'Išmanusis laikrodis', true],
  ] as const)('finishes a %s win with its own text', async (type, prizeType, prizeId, prizeName, shipped) => {
    const winning = { winningId: 77, prizeName, prizeId, prizeType, isConfirmed: false, isShipped: false, isEmailConfirmed: false };
    server.use(
      http.post(`${API_BASE}/awards-campaign/start-game`, () => HttpResponse.json({ prizeType, winning })),
      http.post(`${API_BASE}/awards-campaign/confirm/77`, () => HttpResponse.json({ ...winning, isConfirmed: true })),
    );
    await renderApp('/pulsas-taskai/loterija/1', { loggedInAs: '61234567' });
    await userEvent.click(await spinButton());
    expect(screen.getByRole('img', { name: new RegExp(`${fill(wheel.wheel.stopped, { prize: prizeName })}$`) })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: wheel.actions.confirm }, LOAD));
    expect(await screen.findByText(fill(wheel.states.finished[type], { prize: prizeName }), {}, LOAD)).toBeVisible();
    expect(!!screen.queryByRole('link', { name: wheel.actions.deliver })).toBe(shipped);
  });

  it('finishes a miss (Nothing) without a confirm step, stopping at the empty segment', async () => {
    server.use(http.post(`${API_BASE}/awards-campaign/start-game`, () => HttpResponse.json({ prizeType: 1, winning: null })));
    await renderApp('/pulsas-taskai/loterija/1', { loggedInAs: '61234567' });
    await userEvent.click(await spinButton());
    const title = await h2(wheel.states.finished.missTitle);
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText(wheel.states.finished.Nothing)).toBeVisible();
    expect(screen.getByRole('img', { name: new RegExp(`${fill(wheel.wheel.stopped, { prize: 'Bandyk dar kartą' })}$`) })).toBeVisible();
    expect(screen.queryByRole('button', { name: wheel.actions.confirm })).toBeNull();
  });

  it('sells a spin for points when there is no ticket, then the wheel is ready', async () => {
    await renderApp('/pulsas-taskai/loterija/1', { loggedInAs: '61234569' });
    expect(await h2(wheel.states.noTicket.title)).toBeVisible();
    expect(screen.getByText('Vieno rato sukimo loterijoje „Belaidės ausinės“ kaina: 300 taškų. Tavo likutis: 300 taškų.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pirkti sukimą (300 taškų)' }));
    // The game is loaded again: its new state is focused and said, so the keyboard and a screen reader are not lost.
    const ready = await h2(wheel.states.ready.title);
    await waitFor(() => expect(ready).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(wheel.states.ready.title);
  });

  it('after a miss, spin again turns the wheel at once while a ticket is left', async () => {
    const spins: unknown[] = [];
    server.use(
      http.post(`${API_BASE}/awards-campaign/start-game`, () => {
        spins.push(1);
        return HttpResponse.json({ prizeType: 1, winning: null });
      }),
    );
    await renderApp('/pulsas-taskai/loterija/1', { loggedInAs: '61234567' });
    await userEvent.click(await spinButton());
    await h2(wheel.states.finished.missTitle);
    await userEvent.click(screen.getByRole('button', { name: wheel.actions.spin }));
    await waitFor(() => expect(spins).toHaveLength(2), LOAD);
    const title = await h2(wheel.states.finished.missTitle);
    await waitFor(() => expect(title).toHaveFocus());
  });

  it('says how many points are missing for a spin', async () => {
    await renderApp('/pulsas-taskai/loterija/1', { loggedInAs: '61234568' });
    expect(await h2(wheel.states.notEnough.title)).toBeVisible();
    expect(
      screen.getByText(
        'Vieno rato sukimo loterijoje „Belaidės ausinės“ kaina: 300 taškų, o tavo likutis: 40 taškų. Rink medalius ir sugrįžk!',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: wheel.actions.spin })).toBeNull();
  });

  it('says a lottery prize that is no longer active has ended; a prize that is no lottery is not found', async () => {
    await renderApp('/pulsas-taskai/loterija/8', { loggedInAs: '61234567' });
    expect(await h2(wheel.states.inactive.title)).toBeVisible();
    expect(screen.getByText(fill(wheel.states.inactive.text, { prize: 'Kelionės kuprinė' }))).toBeVisible();
    expect(screen.getByRole('link', { name: wheel.actions.toStore })).toHaveAttribute('href', '/pulsas-taskai');
    expect(screen.queryByRole('img', { name: /^Prizų ratas/ })).toBeNull();
    cleanup();
    await renderApp('/pulsas-taskai/loterija/2', { loggedInAs: '61234567' });
    expect(await h1(lt.common.notFound.title)).toBeVisible();
  });

  it('a second spin of a game already played is a state of its own', async () => {
    server.use(
      http.post(`${API_BASE}/awards-campaign/start-game`, () =>
        HttpResponse.json({ Exception: 'LotteryTicketRequiredException' }, { status: 400 }),
      ),
    );
    await renderApp('/pulsas-taskai/loterija/1', { loggedInAs: '61234567' });
    await userEvent.click(await spinButton());
    const title = await h2(wheel.states.played.title);
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText(wheel.states.played.text)).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a failed spin (500 with an exception text) opens the popup and leaves the wheel ready', async () => {
    server.use(
      http.post(
        `${API_BASE}/awards-campaign/start-game`,
        () => HttpResponse.json({ Exception: 'CampaignInactiveException' }, { status: 500 }),
        { once: true },
      ),
    );
    await renderApp('/pulsas-taskai/loterija/1', { loggedInAs: '61234567' });
    await userEvent.click(await spinButton());
    const popup = await screen.findByRole('alertdialog', {}, LOAD);
    expect(popup).toHaveTextContent(lt.exceptions.CampaignInactiveException);
    await userEvent.click(within(popup).getByRole('button', { name: lt.common.modal.close }));
    expect(screen.getByRole('heading', { level: 2, name: wheel.states.ready.title })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: wheel.actions.spin }));
    expect(await h2(wheel.states.confirm.title)).toBeVisible();
  });

  it('a failed confirm (500) opens the popup and keeps the confirm step', async () => {
    server.use(
      http.post(
        `${API_BASE}/awards-campaign/confirm/:id`,
        () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }),
        { once: true },
      ),
    );
    await renderApp('/pulsas-taskai/loterija/1', { loggedInAs: '61234567' });
    await userEvent.click(await spinButton());
    await userEvent.click(await screen.findByRole('button', { name: wheel.actions.confirm }, LOAD));
    const popup = await screen.findByRole('alertdialog', {}, LOAD);
    expect(popup).toHaveTextContent(lt.exceptions.InternalServerErrorException);
    await userEvent.click(within(popup).getByRole('button', { name: lt.common.modal.close }));
    expect(screen.getByRole('heading', { level: 2, name: wheel.states.confirm.title })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: wheel.actions.confirm }));
    expect(await h2(wheel.states.finished.title)).toBeVisible();
  });

  it('a 401 on the spin goes to Login and back; a 503 to the maintenance page', async () => {
    server.use(http.post(`${API_BASE}/awards-campaign/start-game`, () => HttpResponse.json({}, { status: 401 }), { once: true }));
    const view = await renderApp('/pulsas-taskai/loterija/1', { loggedInAs: '61234567' });
    await userEvent.click(await spinButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/prisijungti'), LOAD);
    expect(new URLSearchParams(view.router.state.location.search).get('returnUrl')).toBe('/pulsas-taskai/loterija/1');
    cleanup();

    server.use(http.post(`${API_BASE}/awards-campaign/start-game`, () => HttpResponse.json({}, { status: 503 })));
    await renderApp('/pulsas-taskai/loterija/1', { loggedInAs: '61234567' });
    await userEvent.click(await spinButton());
    await waitFor(() => expect(left).toContainEqual(expect.stringMatching(/^\/maintenance\.htm\?from=/)), LOAD);
  });

  it('turns the wheel for the configured time when motion is allowed', async () => {
    withMotion();
    await renderApp('/pulsas-taskai/loterija/1', { loggedInAs: '61234567' });
    await userEvent.click(await spinButton());
    expect(await h2(wheel.states.started.title)).toBeVisible();
    expect(screen.getByRole('button', { name: wheel.actions.spin })).toHaveAttribute('aria-disabled', 'true');
    const disc = document.querySelector<SVGGElement>('.wheel__disc')!;
    await waitFor(() => expect(disc.style.transitionDuration).toBe('6000ms'));
    // Five whole turns at least, ending with the earphones (segment 0 of 8) under the pointer: 5 × 360 + 337.5.
    expect(disc.style.transform).toBe('rotate(2137.5deg)');
  });
});

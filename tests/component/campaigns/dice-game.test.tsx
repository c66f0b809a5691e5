// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '@/shared/campaign-files/resources';
import { formatDate } from '@/shared/format/format';
import { API_BASE, renderApp, server, useSandboxServer, left } from '../harness';
import { fill, h1, h2, LOAD, prize, spunBefore, withMotion } from './game-helpers';

const { en, lt } = texts;

useSandboxServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 40_000 });

const inTenDays = () => formatDate(new Date(Date.now() + 10 * 86_400_000), 'lt');
const rollButton = () => screen.findByRole('button', { name: prize.actions.play }, LOAD);

describe('the refill prize game (DiceGame, /6000prizu/zaidimas?transactionId=)', () => {
  it.each([
    ['PRIZE-PLAN', 'Plan', 'Neribotas internetas 7 d.'],
    ['PRIZE-VAS', 'Vas', 'Naršymo apsauga 3 mėn.'],
    ['PRIZE-PHYSICAL', 'Physical', 'Pulsas kuprinė'],
    ['PRIZE-PHONE', 'PhysicalSpecial', 'Išmanusis telefonas Samsung Galaxy A56'],
    ['PRIZE-NOTHING', 'Nothing', 'Šį kartą be prizo'],
  ] as const)('rolls %s: ready, then the finished text of a %s prize, announced and focused', async (id, type, name) => {
    await renderApp(`/6000prizu/zaidimas?transactionId=${id}`);
    expect(await h2(prize.states.ready.title)).toBeVisible();
    expect(screen.getByRole('img', { name: prize.die.ready })).toBeVisible();
    const steps = within(screen.getByRole('list', { name: lt['campaign-ui'].steps.label })).getAllByRole('listitem');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');

    await userEvent.click(await rollButton());
    const title = await h2(prize.states.finished.title);
    const text = fill(prize.states.finished[type], { prize: name, date: inTenDays() });
    expect(screen.getByText(text)).toBeVisible();
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(`${prize.states.finished.title}. ${text}`);
    expect(screen.getByRole('img', { name: /^Kauliukas sustojo: iškrito [1-6]$/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: prize.actions.play })).toBeNull();
    expect(steps[2]).toHaveAttribute('aria-current', 'step');

    // Plan and Vas offer the "win more" card; the others do not. A physical prize is collected on its result page.
    const winMore = screen.queryByRole('region', { name: prize.winMore.title });
    if (type === 'Plan' || type === 'Vas') expect(within(winMore!).getByText(prize.winMore[type])).toBeVisible();
    else expect(winMore).toBeNull();
    if (type === 'Physical' || type === 'PhysicalSpecial') {
      expect(screen.getByRole('link', { name: prize.actions.collect })).toHaveAttribute(
        'href',
        `/6000prizu/zaidimas/laimetas-fizinis-prizas?transactionId=${id}`,
      );
    }
    if (type === 'Nothing') expect(screen.getByRole('link', { name: prize.actions.playAgain })).toHaveAttribute('href', '/papildymas');
  });

  it('shows the die rolling for the configured time when motion is allowed, then the result', async () => {
    withMotion();
    await renderApp('/6000prizu/zaidimas?transactionId=PRIZE-NOTHING');
    await userEvent.click(await rollButton());
    expect(await h2(prize.states.started.title)).toBeVisible();
    expect(screen.getByRole('img', { name: prize.die.rolling })).toBeVisible();
    // Busy, not disabled: the keyboard user's focus stays on it, and a second press does nothing.
    expect(screen.getByRole('button', { name: prize.actions.play })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(prize.states.started.title);
    expect(await screen.findByRole('heading', { level: 2, name: prize.states.finished.title }, { timeout: 10_000 })).toBeVisible();
  });

  it('shows the used state, with the way to its result, for a refill already played', async () => {
    await spunBefore('PRIZE-VAS');
    await renderApp('/6000prizu/zaidimas?transactionId=PRIZE-VAS');
    expect(await h2(prize.results.panaudotas.title)).toBeVisible();
    expect(screen.getByText(prize.results.panaudotas.text)).toBeVisible();
    expect(screen.getByRole('link', { name: prize.actions.result })).toHaveAttribute(
      'href',
      '/6000prizu/zaidimas/laimeta-interneto-apsauga?transactionId=PRIZE-VAS',
    );
    expect(screen.queryByRole('button', { name: prize.actions.play })).toBeNull();
  });

  it('turns a second roll of the same refill (played in another tab) into the used state', async () => {
    await renderApp('/6000prizu/zaidimas?transactionId=PRIZE-PLAN');
    const button = await rollButton();
    await spunBefore('PRIZE-PLAN');
    await userEvent.click(button);
    const title = await h2(prize.results.panaudotas.title);
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('link', { name: prize.actions.result })).toHaveAttribute(
      'href',
      '/6000prizu/zaidimas/laimeta-paslauga?transactionId=PRIZE-PLAN',
    );
  });

  it('says clearly that an unknown refill, or one with status Invalid, gives no roll', async () => {
    await renderApp('/6000prizu/zaidimas?transactionId=R-NO-SUCH');
    expect(await h2(prize.game.invalid.title)).toBeVisible();
    // As the page reads (its sum's no-break space is a space to the query's normalised text).
    expect(screen.getByText(prize.game.invalid.text.replace(/\s+/g, ' '))).toBeVisible();
    expect(screen.getByRole('link', { name: prize.actions.refill })).toHaveAttribute('href', '/papildymas');
    cleanup();
    server.use(
      http.get(`${API_BASE}/campaign/transactions/:id`, ({ params }) =>
        HttpResponse.json({
          transactionId: params.id,
          refilledAt: '2026-11-19T10:00:00Z',
          amount: 2,
          prizeId: null,
          name: null,
          typeId: null,
          isSpecial: false,
          status: 0,
          isShipped: false,
        }),
      ),
    );
    await renderApp('/6000prizu/zaidimas?transactionId=R-SMALL');
    expect(await h2(prize.game.invalid.title)).toBeVisible();
  });

  it('without a refill: a visitor is asked to log in or top up; a customer picks one of their refills', async () => {
    await renderApp('/6000prizu/zaidimas');
    expect(await h2(prize.game.noTransaction.title)).toBeVisible();
    expect(screen.getByRole('link', { name: prize.actions.login })).toHaveAttribute(
      'href',
      '/prisijungti?returnUrl=%2F6000prizu%2Fzaidimas',
    );
    cleanup();
    await renderApp('/6000prizu/zaidimas', { loggedInAs: '61234567' });
    expect(await h2(prize.game.noTransaction.title)).toBeVisible();
    const plays = screen.getAllByRole('link', { name: prize.actions.play });
    expect(plays.map((link) => link.getAttribute('href'))).toEqual(
      ['PRIZE-PLAN', 'PRIZE-VAS', 'PRIZE-PHYSICAL', 'PRIZE-PHONE', 'PRIZE-NOTHING'].map((id) => `/6000prizu/zaidimas?transactionId=${id}`),
    );
    // The refill by its amount and date (the sandbox made it four days ago), and its gift.
    expect(plays[3]).toHaveAccessibleDescription(
      `Papildymas 10,00\u00a0€, ${formatDate(new Date(Date.now() - 4 * 86_400_000), 'lt')} (${prize.transactions.promo})`,
    );
  });

  it('a failed roll (500 with an exception text) opens the popup and leaves the game ready to roll again', async () => {
    server.use(
      http.post(
        `${API_BASE}/campaign/transactions/:id/spin`,
        () => HttpResponse.json({ Exception: 'CampaignInactiveException' }, { status: 500 }),
        { once: true },
      ),
    );
    await renderApp('/6000prizu/zaidimas?transactionId=PRIZE-PHYSICAL');
    await userEvent.click(await rollButton());
    const popup = await screen.findByRole('alertdialog', {}, LOAD);
    expect(popup).toHaveTextContent(lt.exceptions.CampaignInactiveException);
    await userEvent.click(within(popup).getByRole('button', { name: lt.common.modal.close }));
    expect(screen.getByRole('heading', { level: 2, name: prize.states.ready.title })).toBeVisible();
    // Nothing was used up: the roll works now.
    await userEvent.click(screen.getByRole('button', { name: prize.actions.play }));
    expect(
      await screen.findByText(fill(prize.states.finished.Physical, { prize: 'Pulsas kuprinė', date: inTenDays() }), {}, LOAD),
    ).toBeVisible();
  });

  it('a 401 on the roll goes to Login and back here; a 503 to the maintenance page', async () => {
    server.use(http.post(`${API_BASE}/campaign/transactions/:id/spin`, () => HttpResponse.json({}, { status: 401 })));
    const view = await renderApp('/6000prizu/zaidimas?transactionId=PRIZE-PLAN', { loggedInAs: '61234567' });
    await userEvent.click(await rollButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/prisijungti'), LOAD);
    expect(new URLSearchParams(view.router.state.location.search).get('returnUrl')).toBe('/6000prizu/zaidimas?transactionId=PRIZE-PLAN');
    expect(view.services.session.getSnapshot().isLoggedIn).toBe(false);
    cleanup();

    server.use(http.post(`${API_BASE}/campaign/transactions/:id/spin`, () => HttpResponse.json({}, { status: 503 })));
    await renderApp('/6000prizu/zaidimas?transactionId=PRIZE-PLAN');
    await userEvent.click(await rollButton());
    await waitFor(() => expect(left).toContainEqual(expect.stringMatching(/^\/maintenance\.htm\?from=/)), LOAD);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('speaks English under /en', async () => {
    const e = en['campaign-prize'];
    await renderApp('/en/6000-prizes/game?transactionId=PRIZE-VAS');
    await userEvent.click(await screen.findByRole('button', { name: e.actions.play }, LOAD));
    expect(await screen.findByText(fill(e.states.finished.Vas, { prize: 'Browsing protection for 3 months' }), {}, LOAD)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: en.routes.PrizeGame.title })).toBeVisible();
  });

  it('is closed outside the campaign window, by the clock at run time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-01T10:00:00Z') });
    try {
      await renderApp('/6000prizu/zaidimas?transactionId=PRIZE-PLAN');
      await h1(lt['campaign-ui'].closed.endedTitle.replace('{{title}}', prize.title));
      expect(screen.queryByRole('button', { name: prize.actions.play })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

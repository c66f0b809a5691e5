// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texts } from '@/shared/campaign-files/resources';
import { formatPrice } from '@/shared/format/numbers';
import { renderApp, sandbox, server, useSandboxServer } from '../harness';

const { lt } = texts;

useSandboxServer();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slow = { timeout: 15_000 };
const s = lt['campaign-shake'];
const ui = lt['campaign-ui'];
const world = () => sandbox.context.world(new Request('http://localhost/'));
const plain = (text: string) => text.replace(/\s+/g, ' ');
const endedTitle = ui.closed.endedTitle.replace('{{title}}', s.title);

/** The live game: the clock inside summer 2023 for the page and the sandbox (spec/campaigns/shake.yaml's window). */
function summer2023() {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2023-07-15T12:00:00+03:00') });
  sandbox.reset();
}

describe('summer game, ended (its window is in the past)', { timeout: 60_000 }, () => {
  it("shows the runtime's ended page on its landing, items and draw, leading to its rules", async () => {
    await renderApp('/akcijos/vasara');
    expect(await screen.findByRole('heading', { level: 1, name: endedTitle }, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: ui.closed.rules })).toHaveAttribute('href', '/akcijos/vasara/taisykles');
    cleanup();
    await renderApp('/akcijos/vasara/prekes');
    expect(await screen.findByRole('heading', { level: 1, name: endedTitle }, slow)).toBeVisible();
    cleanup();
    await renderApp('/akcijos/vasara/traukimas', { loggedInAs: '61234567' });
    expect(await screen.findByRole('heading', { level: 1, name: endedTitle }, slow)).toBeVisible();
    expect(screen.queryByRole('button', { name: s.actions.shake })).toBeNull();
  });

  it('keeps its rules and past winners readable', async () => {
    await renderApp('/akcijos/vasara/taisykles');
    expect(await screen.findByRole('note', {}, slow)).toHaveTextContent('Ši akcija baigėsi');
    const winners = await screen.findByRole('region', { name: ui.winners.title }, slow);
    const rows = within(winners).getAllByRole('row');
    expect(rows[0]!.textContent).toBe(`${ui.winners.date}${ui.winners.number}${ui.winners.prize}`);
    expect(rows[1]!.textContent).toBe('2023 m. rugpjūčio 31 d.6*****41Išmanusis laikrodis Xiaomi Smart Band 8');
    expect(rows).toHaveLength(6);
  });
});

describe('summer game, live (a fixture clock inside its window)', { timeout: 60_000 }, () => {
  it('lists its items with prices; a sold-out one cannot be bought', async () => {
    summer2023();
    await renderApp('/akcijos/vasara/prekes');
    await screen.findByRole('heading', { level: 2, name: 'Vasaros SIM rinkinys' }, slow);
    const cards = screen.getAllByRole('listitem').filter((item) => item.classList.contains('draw-item'));
    expect(cards).toHaveLength(3);
    expect(plain(cards[1]!.textContent!)).toContain(plain(`Akcijos kaina ${formatPrice(9.99, 'lt')}`));
    expect(within(cards[1]!).getByRole('link', { name: 'Pirkti: Telefono dėklas „Paplūdimys“' })).toHaveAttribute(
      'href',
      '/akcijos/vasara/pirkimas?item=2',
    );
    expect(within(cards[2]!).getByText(s.items.soldOut)).toBeVisible();
    expect(within(cards[2]!).queryByRole('link')).toBeNull();
  });

  it('buys the chosen item from the balance, draws its prize and shows what it won', async () => {
    summer2023();
    const user = userEvent.setup();
    const view = await renderApp('/akcijos/vasara/pirkimas?item=2', { loggedInAs: '61234567' });
    const purchase = s.forms.purchase;
    const buy = await screen.findByRole('button', { name: purchase.submit }, slow);
    const items = screen.getByRole('radiogroup', { name: new RegExp(purchase.itemId.label) });
    expect(within(items).getByRole('radio', { name: /Paplūdimys/ })).toBeChecked();
    const methods = screen.getByRole('radiogroup', { name: new RegExp(purchase.paymentMethod.label) });
    await user.click(buy);
    expect(methods).toHaveAccessibleDescription(expect.stringContaining(lt.validation.Required));
    await user.click(within(methods).getByRole('radio', { name: /likučio/ }));
    await user.click(buy);

    // The purchase gave draw D-2 (D-1 is the demo customer's earlier one): on to the draw with it.
    await waitFor(() => expect(view.router.state.location.search).toBe('?drawId=D-2'), slow);
    expect(view.router.state.location.pathname).toBe('/akcijos/vasara/traukimas');
    expect(world().balances.get('61234567')!.amount).toBe(2.46);
    expect(await screen.findByText('Turi 2 traukimus.', {}, slow)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(s.draw.ready);
    const steps = within(screen.getByRole('list', { name: ui.steps.label })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-progress'))).toEqual(['1', '0', '-1']);

    await user.click(screen.getByRole('button', { name: s.actions.shake }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/akcijos/vasara/laimejimas/won'), slow);
    expect(await screen.findByRole('heading', { level: 1, name: s.results.won.title }, slow)).toBeVisible();
    expect(await screen.findByText('Sveikiname! Laimėjai „10 GB mobiliojo interneto“.', {}, slow)).toBeVisible();
    expect(view.router.state.location.search).toBe('?drawId=D-2');
  });

  it('draws the next ready draw when none is named, and says a draw that won nothing', async () => {
    summer2023();
    const user = userEvent.setup();
    // The prize cycle's first prize goes to another draw first; this one wins nothing.
    const view = await renderApp('/akcijos/vasara/traukimas', { loggedInAs: '61234567' });
    await user.click(await screen.findByRole('button', { name: s.actions.shake }, slow));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/akcijos/vasara/laimejimas/won'), slow);
    cleanup();
    await renderApp('/akcijos/vasara/pirkimas?item=1', { loggedInAs: '61234567' });
    const buy = await screen.findByRole('button', { name: s.forms.purchase.submit }, slow);
    await user.click(screen.getByRole('radio', { name: /likučio/ }));
    await user.click(buy);
    await user.click(await screen.findByRole('button', { name: s.actions.shake }, slow));
    expect(await screen.findByRole('heading', { level: 1, name: s.results.lost.title }, slow)).toBeVisible();
  });

  it('keeps the choices and stays when the purchase fails', async () => {
    summer2023();
    server.use(
      http.post('*/api/campaign/:name/purchases', () =>
        HttpResponse.json({ Exception: 'InsufficientBalanceException', Arguments: ['9,99', '2,00'] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    const view = await renderApp('/akcijos/vasara/pirkimas?item=2', { loggedInAs: '61234567' });
    const buy = await screen.findByRole('button', { name: s.forms.purchase.submit }, slow);
    await user.click(screen.getByRole('radio', { name: /likučio/ }));
    await user.click(buy);
    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent('kaina 9,99 €');
    expect(view.router.state.location.pathname).toBe('/akcijos/vasara/pirkimas');
    expect(screen.getByRole('radio', { name: /likučio/, hidden: true })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Paplūdimys/, hidden: true })).toBeChecked();
  });

  it('leads a customer without a ready draw to the items', async () => {
    summer2023();
    await renderApp('/akcijos/vasara/traukimas', { loggedInAs: '61234568' });
    expect(await screen.findByText(s.draw.none, {}, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: s.actions.items })).toHaveAttribute('href', '/akcijos/vasara/prekes');
    expect(screen.queryByRole('button', { name: s.actions.shake })).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '@/shared/campaign-files/resources';
import { formatPrice } from '@/shared/format/numbers';
import { renderApp, sandbox, server, useSandboxServer, left } from '../harness';

const { lt } = texts;

useSandboxServer();
// Inside the campaign's window (spec/campaigns/sim.yaml), the sandbox's world built around the same day.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:00:00+02:00') });
  sandbox.reset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slow = { timeout: 15_000 };
const sim = lt['campaign-sim'];
const ui = lt['campaign-ui'];
const world = () => sandbox.context.world(new Request('http://localhost/'));

async function open(path = '/plano-pirkimas/sim/IP-1001') {
  const view = await renderApp(path);
  return { user: userEvent.setup(), ...view };
}

describe('item-purchase plan (/plano-pirkimas/:campaignName/:transactionId)', { timeout: 60_000 }, () => {
  it("shows the transaction's item, its type and price, and pays with the saved card", async () => {
    const { user, router } = await open();
    const summary = await screen.findByRole('form', { name: sim.purchase.summary }, slow);
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([`Samsung Galaxy Buds3 (${ui.items.types.FSG})`, formatPrice(79, 'lt')]);
    const methods = within(summary).getByRole('group', { name: sim.purchase.payment });
    const radios = within(methods).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('div')!.textContent)).toEqual([
      expect.stringMatching(/^Išsaugota mokėjimo kortele •••• \d{4}$/),
      ui.payment.newCard,
    ]);
    expect(radios[0]).toBeChecked();
    const steps = within(screen.getByRole('list', { name: ui.steps.label })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-progress'))).toEqual(['1', '0', '-1']);

    await user.click(within(summary).getByRole('button', { name: sim.actions.pay }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=success'), slow);
    // Focus moves to the outcome once the page has settled (the shell's own focus handling runs first).
    const outcomeSuccess = await screen.findByRole('heading', { level: 2, name: sim.results.success.title }, slow);
    await waitFor(() => expect(outcomeSuccess).toHaveFocus(), slow);
    expect(world().airpods.transactions.get('IP-1001')).toMatchObject({ status: 0, order: { prizeId: 3, price: 79, paymentMethod: 2 } });
  });

  it("pays with a new card on the payment page's answer, back here with the result", async () => {
    const { user, router } = await open();
    await user.click(await screen.findByRole('radio', { name: ui.payment.newCard }, slow));
    await user.click(screen.getByRole('button', { name: sim.actions.pay }));
    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/plano-pirkimas/sim/IP-1001?status=success'),
      slow,
    );
    expect(world().airpods.transactions.get('IP-1001')!.order).toMatchObject({ paymentMethod: 1 });
  });

  it('follows a payment page outside the app with a full page load', async () => {
    server.use(
      http.post('*/api/airpod/transaction/:campaign/:id/purchase', () =>
        HttpResponse.json({ orderId: 'IP1', redirectUrl: '/api/__sandbox/payment-gateway/PAY-1' }),
      ),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('radio', { name: ui.payment.newCard }, slow));
    await user.click(screen.getByRole('button', { name: sim.actions.pay }));
    await waitFor(() => expect(left).toContainEqual('/api/__sandbox/payment-gateway/PAY-1'), slow);
    expect(screen.getByRole('button', { name: sim.actions.pay })).toBeDisabled();
  });

  it('keeps the choice and stays when the purchase fails', async () => {
    server.use(
      http.post('*/api/airpod/transaction/:campaign/:id/purchase', () =>
        HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }),
      ),
    );
    const { user, router } = await open();
    await user.click(await screen.findByRole('radio', { name: ui.payment.newCard }, slow));
    await user.click(screen.getByRole('button', { name: sim.actions.pay }));
    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent(lt.exceptions.InternalServerErrorException);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('radio', { name: ui.payment.newCard, hidden: true })).toBeChecked();
    expect(screen.getByRole('button', { name: sim.actions.pay, hidden: true })).toBeEnabled();
    expect(world().airpods.transactions.get('IP-1001')!.status).toBe(1);
  });

  it('says a declined payment failed and offers to pay again', async () => {
    await open('/plano-pirkimas/sim/IP-1001?status=failure');
    // Focus moves to the outcome once the page has settled (the shell's own focus handling runs first).
    const outcomeFailure = await screen.findByRole('heading', { level: 2, name: sim.results.failure.title }, slow);
    await waitFor(() => expect(outcomeFailure).toHaveFocus(), slow);
    expect(screen.getByRole('button', { name: sim.actions.pay })).toBeEnabled();
  });

  it('says a used or unknown transaction is no longer valid', async () => {
    await open('/plano-pirkimas/sim/IP-1002');
    expect(await screen.findByRole('heading', { level: 2, name: sim.results.invalid.title }, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: sim.actions.backToPlans })).toHaveAttribute('href', '/planai');
    cleanup();
    await open('/plano-pirkimas/sim/NERA');
    expect(await screen.findByRole('heading', { level: 2, name: sim.results.invalid.title }, slow)).toBeVisible();
  });

  it('says when the item is no longer on sale', async () => {
    world().airpods.transactions.get('IP-1001')!.prizeId = 4; // JBL, not on sale
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: sim.results.unavailable.title }, slow)).toBeVisible();
    expect(screen.queryByRole('button', { name: sim.actions.pay })).toBeNull();
  });
});

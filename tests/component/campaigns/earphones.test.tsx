// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { texts } from '@/shared/campaign-files/resources';
import { formatPrice } from '@/shared/format/numbers';
import { API_BASE, renderApp, sandbox, server, useSandboxServer, left } from '../harness';

const { lt } = texts;

useSandboxServer();
// Inside the campaign's window (spec/campaigns/airpods.yaml) whatever day the tests run; the sandbox's
// world is built around the same day.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:00:00+02:00') });
  sandbox.reset();
  // the page on the API's origin, as `npm start` serves both: the sandbox's payment page is then on the site
  (globalThis as { jsdom?: { reconfigure(o: { url: string }): void } }).jsdom?.reconfigure({ url: new URL('/', API_BASE).href });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slow = { timeout: 15_000 };
const ap = lt['campaign-airpods'];
const ui = lt['campaign-ui'];
const labels = lt.forms['earphone-order'];
const eur = (amount: number) => formatPrice(amount, 'lt');
const world = () => sandbox.context.world(new Request('http://localhost/'));
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

async function openOrder(path = '/kampanija/ausines', loggedInAs: string | null = '61234567') {
  const view = await renderApp(path, loggedInAs ? { loggedInAs } : {});
  await screen.findByRole('heading', { level: 2, name: ap.order.title }, slow);
  await screen.findByRole('button', { name: labels.submit }, slow); // the form's code is lazy
  return { user: userEvent.setup(), ...view };
}

describe('earphone campaign (/kampanija/ausines/:transactionId?)', { timeout: 60_000 }, () => {
  it('asks a visitor without a transaction to log in, coming back here, or to top up', async () => {
    await renderApp('/kampanija/ausines');
    expect(await screen.findByText(ap.states.login, {}, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: ui.login.action })).toHaveAttribute('href', '/prisijungti?returnUrl=%2Fkampanija%2Fausines');
    expect(screen.getByRole('link', { name: ap.actions.refill })).toHaveAttribute('href', '/papildymas');
  });

  it("opens a logged-in customer's own transaction, orders with the saved card and stores the delivery", async () => {
    const { user, router } = await openOrder();
    expect(router.state.location.pathname).toBe('/kampanija/ausines/AP-VALID');
    // The step progress: topped up, ordering now.
    const steps = within(screen.getByRole('list', { name: ui.steps.label })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-progress'))).toEqual(['1', '0', '-1']);
    // The names start from the customer's full name (Rūta Kazlauskienė), split on its last space.
    expect(field(labels.firstName.label)).toHaveValue('Rūta');
    expect(field(labels.lastName.label)).toHaveValue('Kazlauskienė');
    const prizes = screen.getByRole('radiogroup', { name: new RegExp(labels.prizeId.label) });
    expect(
      within(prizes)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')!.textContent),
    ).toEqual([`Apple AirPods 4 – ${eur(99)}`, `Apple AirPods Pro 2 – ${eur(189)}`, `Samsung Galaxy Buds3 – ${eur(79)}`]);
    // 12,45 € does not cover any of them: the saved card and a new card are offered.
    const methods = screen.getByRole('radiogroup', { name: new RegExp(labels.paymentMethod.label) });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')!.textContent),
    ).toEqual([expect.stringMatching(/^Išsaugota mokėjimo kortele •••• \d{4}$/), ui.payment.newCard]);

    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(prizes).toHaveAccessibleDescription(expect.stringContaining(lt.validation.Required));
    expect(within(prizes).getAllByRole('radio')[0]).toHaveFocus();

    await user.click(within(prizes).getByRole('radio', { name: /AirPods 4/ }));
    await user.type(field(labels.email.label), 'ruta@example.lt');
    await user.selectOptions(
      screen.getByRole('combobox', { name: new RegExp(labels.location.label) }),
      'Vilnius, PC Akropolis (Ozo g. 25, LT-07150 Vilnius)',
    );
    await user.click(within(methods).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: labels.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/kampanija/sekme'), slow);
    expect(await screen.findByRole('heading', { level: 1, name: ap.results.success.title }, slow)).toBeVisible();
    const transaction = world().airpods.transactions.get('AP-VALID')!;
    expect(transaction).toMatchObject({
      status: 0,
      shipment: { firstName: 'Rūta', lastName: 'Kazlauskienė', email: 'ruta@example.lt', location: 1 },
    });
    expect(transaction.order).toMatchObject({ prizeId: 1, paymentMethod: 2 });
  });

  it('splits a full name typed into the first-name field on its last space when the field is left', async () => {
    const { user } = await openOrder('/kampanija/ausines/AP-VALID', null);
    await user.type(field(labels.firstName.label), 'Ona Marija Petraitė');
    await user.tab();
    expect(field(labels.firstName.label)).toHaveValue('Ona Marija');
    expect(field(labels.lastName.label)).toHaveValue('Petraitė');
  });

  it('keeps everything typed and stays when the order is refused', async () => {
    server.use(http.post('*/api/airpod/order', () => HttpResponse.json({ Exception: 'PrizeNotAvailableException' }, { status: 400 })));
    const { user, router } = await openOrder('/kampanija/ausines/AP-VALID', null);
    await user.click(screen.getByRole('radio', { name: /Galaxy Buds3/ }));
    await user.type(field(labels.firstName.label), 'Ona');
    await user.type(field(labels.lastName.label), 'Petraitė');
    await user.type(field(labels.email.label), 'ona@example.lt');
    await user.selectOptions(
      screen.getByRole('combobox', { name: new RegExp(labels.location.label) }),
      'Kaunas, PC Mega (Islandijos pl. 32, LT-47446 Kaunas)',
    );
    await user.click(screen.getByRole('radio', { name: ui.payment.newCard }));
    await user.click(screen.getByRole('button', { name: labels.submit }));

    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent(lt.exceptions.PrizeNotAvailableException);
    expect(router.state.location.pathname).toBe('/kampanija/ausines/AP-VALID');
    expect(screen.getByRole('radio', { name: /Galaxy Buds3/, hidden: true })).toBeChecked();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${labels.email.label}`), hidden: true })).toHaveValue('ona@example.lt');
    expect(screen.getByRole('radio', { name: ui.payment.newCard, hidden: true })).toBeChecked();
    expect(world().airpods.transactions.get('AP-VALID')!.status).toBe(1);
  });

  it('brings back the delivery details stored for the transaction (a declined card payment)', async () => {
    server.use(
      http.get('*/api/airpod/shipment/AP-VALID', () =>
        HttpResponse.json({
          transactionId: 'AP-VALID',
          firstName: 'Ona Marija',
          lastName: 'Petraitė',
          email: 'ona@example.lt',
          location: 3,
        }),
      ),
    );
    await openOrder('/kampanija/ausines/AP-VALID');
    expect(field(labels.firstName.label)).toHaveValue('Ona Marija');
    expect(field(labels.email.label)).toHaveValue('ona@example.lt');
    expect(screen.getByRole('combobox', { name: new RegExp(labels.location.label) })).toHaveDisplayValue(
      'Kaunas, PC Mega (Islandijos pl. 32, LT-47446 Kaunas)',
    );
  });

  /** Orders AirPods Pro 2 with a new card and answers the payment page as the tester would; where it sends the browser back. */
  async function payOnPaymentPage(decision: 'approve' | 'decline'): Promise<string> {
    const { user } = await openOrder('/kampanija/ausines/AP-VALID');
    await user.click(screen.getByRole('radio', { name: /AirPods Pro 2/ }));
    await user.type(field(labels.email.label), 'ruta@example.lt');
    await user.selectOptions(
      screen.getByRole('combobox', { name: new RegExp(labels.location.label) }),
      'Vilnius, PC Akropolis (Ozo g. 25, LT-07150 Vilnius)',
    );
    await user.click(screen.getByRole('radio', { name: ui.payment.newCard }));
    await user.click(screen.getByRole('button', { name: labels.submit }));
    await waitFor(() => expect(left).toHaveLength(1), slow);
    const gateway = new URL(left[0]!, API_BASE).href;
    expect(new URL(gateway).pathname).toMatch(/^\/api\/__sandbox\/payment-gateway\/A\d+$/);
    // nothing is ordered before the payment page answers
    expect(world().airpods.transactions.get('AP-VALID')!.status).toBe(1);
    cleanup();
    const answer = await fetch(`${gateway}/${decision}`, { redirect: 'manual' });
    const back = new URL(answer.headers.get('location')!, 'http://localhost');
    return `${back.pathname}${back.search}`;
  }

  it('pays by a new card on the payment page; approved, the order result says thank you and the offer is used', async () => {
    const back = await payOnPaymentPage('approve');
    expect(back).toBe('/kampanija/ausines/uzsakymas/success');
    await renderApp(back, { loggedInAs: '61234567' });
    expect(await screen.findByRole('heading', { level: 1, name: ap.results.success.title }, slow)).toBeVisible();
    expect(screen.queryByRole('link', { name: ap.actions.retry })).toBeNull();
    expect(screen.getByRole('link', { name: ap.actions.backHome })).toHaveAttribute('href', '/');
    expect(world().airpods.transactions.get('AP-VALID')).toMatchObject({ status: 0, order: { prizeId: 2, paymentMethod: 1 } });
  });

  it('a declined card leaves the offer usable: the result says so and "try again" reopens the same offer', async () => {
    const back = await payOnPaymentPage('decline');
    expect(back).toBe('/kampanija/ausines/uzsakymas/failure?transactionId=AP-VALID');
    const { router } = await renderApp(back, { loggedInAs: '61234567' });
    expect(await screen.findByRole('heading', { level: 1, name: ap.results.failure.title }, slow)).toBeVisible();
    const retry = screen.getByRole('link', { name: ap.actions.retry });
    expect(retry).toHaveAttribute('href', '/kampanija/ausines/AP-VALID');
    await userEvent.setup().click(retry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kampanija/ausines/AP-VALID'), slow);
    expect(await screen.findByRole('button', { name: labels.submit }, slow)).toBeVisible();
    expect(world().airpods.transactions.get('AP-VALID')!.status).toBe(1);
    // what was typed before the payment page comes back with the offer
    await waitFor(() => expect(field(labels.email.label)).toHaveValue('ruta@example.lt'), slow);
  });

  it('gives free earphones to a promo transaction: delivery details only', async () => {
    const { user, router } = { user: userEvent.setup(), ...(await renderApp('/kampanija/ausines/AP-PROMO')) };
    expect(await screen.findByRole('heading', { level: 2, name: ap.promo.title }, slow)).toBeVisible();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    const shipment = lt.forms['earphone-shipment'];
    await user.type(await screen.findByRole('textbox', { name: new RegExp(`^${shipment.firstName.label}`) }, slow), 'Aistė Vaitkutė');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${shipment.email.label}`) }), 'aiste@example.lt');
    await user.selectOptions(
      screen.getByRole('combobox', { name: new RegExp(shipment.location.label) }),
      'Klaipėda, PC Akropolis (Taikos pr. 61, LT-91182 Klaipėda)',
    );
    await user.click(screen.getByRole('button', { name: shipment.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kampanija/sekme'), slow);
    expect(world().airpods.transactions.get('AP-PROMO')!.shipment).toEqual({
      firstName: 'Aistė',
      lastName: 'Vaitkutė',
      email: 'aiste@example.lt',
      location: 4,
    });
  });

  it('sends a used transaction to the used page, and says an unknown one is not valid', async () => {
    const view = await renderApp('/kampanija/ausines/AP-USED');
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.EarphonesUsed.title }, slow)).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/kampanija/panaudota');
    cleanup();
    await renderApp('/kampanija/ausines/NERA-TOKIO');
    expect(await screen.findByText(ap.states.notFound, {}, slow)).toBeVisible();
  });

  it('lists the earphones with their campaign price on the related page', async () => {
    await renderApp('/pulsas-ausines');
    const list = await screen.findByRole('region', { name: ui.items.title }, slow);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Apple AirPods 4${ui.items.types.SK}Akcijos kaina: ${eur(99)}`,
      `Apple AirPods Pro 2${ui.items.types.SK}Akcijos kaina: ${eur(189)}`,
      `Samsung Galaxy Buds3${ui.items.types.FSG}Akcijos kaina: ${eur(79)}`,
    ]);
  });

  it("shows the runtime's ended page after the campaign's window", async () => {
    vi.setSystemTime(new Date('2027-01-15T10:00:00+02:00'));
    await renderApp('/kampanija/ausines/AP-VALID');
    expect(await screen.findByRole('heading', { level: 1, name: ui.closed.endedTitle.replace('{{title}}', ap.title) }, slow)).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { newCard } from '@/sandbox/world/cards';
import { API_BASE, renderApp, sandbox, server, useSandboxServer, left } from '../harness';
import { a, expectPopup, expectSuccess, failing, fill, LOAD, POSTPAID, PREPAID, pageOnApiOrigin, region } from './helpers';

useSandboxServer();
beforeAll(pageOnApiOrigin);
afterEach(() => {
  cleanup();
});

const c = a.cards;
const status = lt.enums.CreditCardStatus;
const world = () => sandbox.context.world(new Request('http://localhost/api'));
const openTab = (msisdn: string, query = '') => renderApp(`${href('SettingsPaymentCards')}${query}`, { loggedInAs: msisdn });

/**
 * Every card state of the seeds (core §4 "Card state", §3 status map 0-5), one demo number each
 * (src/sandbox/README.md): what the tab says, its status text, and whether it can be removed or replaced.
 */
const STATES = [
  {
    msisdn: PREPAID,
    name: 'expiring soon (active, expires this month)',
    last4: '4242',
    status: status.Active,
    notice: c.expiringSoon,
    removable: true,
  },
  { msisdn: POSTPAID, name: 'active', last4: '1881', status: status.Active, notice: null, removable: true },
  { msisdn: '61234569', name: 'deactivated (status 1)', last4: '0077', status: status.Inactive, notice: c.deactivated, removable: false },
  {
    msisdn: '61234571',
    // who must change the password first (core §4 forced flows): seen after doing so
    passwordChanged: true,
    name: 'expired (active, expiry month over)',
    last4: '9310',
    status: status.Active,
    notice: c.expired,
    removable: false,
  },
  { msisdn: '61234572', name: 'waiting (status 2)', last4: '5150', status: status.Waiting, notice: c.deactivated, removable: false },
  { msisdn: '61234573', name: 'removed (status 3)', last4: '6029', status: status.Removed, notice: c.deactivated, removable: false },
  {
    msisdn: '61234574',
    name: 'disconnected (status 4)',
    last4: '3391',
    status: status.Disconnected,
    notice: c.deactivated,
    removable: false,
  },
  {
    msisdn: '61234575',
    name: 'being replaced (status 5)',
    last4: '7704',
    status: status.BeingReplaced,
    notice: c.deactivated,
    removable: false,
  },
] as const;

describe('Settings: payment cards (core §3, §4 card state, §5 card modal, §7 payment calls)', { timeout: 90_000 }, () => {
  it.each(STATES)('shows a card that is $name', async (row) => {
    const { msisdn, last4, status: label, notice, removable } = row;
    if ('passwordChanged' in row) world().subscribers.get(msisdn)!.mustChangePassword = false;
    await openTab(msisdn);
    const card = await region(c.saved);
    expect(within(card).getByText(`•••• ${last4}`, { exact: false })).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByText(new RegExp(`${last4}$`), { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(within(card).getByText(/^\d{2}\/\d{2}$/)).toBeInTheDocument();
    expect(within(card).getByText(label)).toBeInTheDocument();
    for (const text of [c.expiringSoon, c.expired, c.deactivated]) {
      if (text === notice) expect(within(card).getByText(text)).toBeInTheDocument();
      else expect(within(card).queryByText(text)).toBeNull();
    }
    // A card that cannot pay shows the expired icon and offers a new card instead of removing.
    expect(card.querySelector('.account-card__expired-icon') !== null).toBe(!removable && notice !== null);
    expect(within(card).queryByRole('button', { name: c.remove }) !== null).toBe(removable);
    // An expiring card can be replaced before it stops working, as its notice asks.
    expect(within(card).queryByRole('button', { name: c.addNew }) !== null).toBe(!removable || notice === c.expiringSoon);
  });

  it('replaces an expiring card before it stops: the modal says the new card takes its place, then the payment page', async () => {
    const user = userEvent.setup();
    await openTab(PREPAID);
    await user.click(within(await region(c.saved)).getByRole('button', { name: c.addNew }));
    const modal = await screen.findByRole('dialog', { name: c.modalTitle }, LOAD);
    expect(within(modal).getByText(c.modalTextRenew)).toBeInTheDocument();
    await user.click(await within(modal).findByRole('checkbox', { name: new RegExp(lt.forms['card-consent'].agreement.label) }, LOAD));
    await user.click(within(modal).getByRole('checkbox', { name: new RegExp(lt.forms['card-consent'].saveCard.label) }));
    await user.click(within(modal).getByRole('button', { name: lt.forms['card-consent'].submit }));
    await waitFor(() => expect(left).toHaveLength(1), LOAD);
    const target = new URL(left[0]!, API_BASE);
    expect(world().payments.pending.get(target.pathname.split('/').at(-1)!)).toMatchObject({ kind: 'card', amount: 0, payer: PREPAID });
  });

  it('shows no card as inactive, with a way to add one', async () => {
    await openTab('61234576');
    const card = await region(c.saved);
    expect(within(card).getByText(c.none)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: c.add })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: c.type })).toBeNull();
  });

  it('adds a card: the consent modal enables confirm only when agreement and saving are ticked, then leaves for the payment page', async () => {
    const user = userEvent.setup();
    await openTab('61234576');
    await user.click(within(await region(c.saved)).getByRole('button', { name: c.add }));
    const modal = await screen.findByRole('dialog', { name: c.modalTitle }, LOAD);
    const confirm = await within(modal).findByRole('button', { name: lt.forms['card-consent'].submit }, LOAD);
    expect(confirm).toBeDisabled();
    await user.click(within(modal).getByRole('checkbox', { name: new RegExp(lt.forms['card-consent'].agreement.label) }));
    expect(confirm).toBeDisabled();
    await user.click(within(modal).getByRole('checkbox', { name: new RegExp(lt.forms['card-consent'].saveCard.label) }));
    // Ticking save card ticks auto payments the same (core §4).
    expect(within(modal).getByRole('checkbox', { name: new RegExp(lt.forms['card-consent'].autoPayments.label) })).toBeChecked();
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(left).toHaveLength(1), LOAD);
    const target = new URL(left[0]!, API_BASE);
    expect(target.pathname).toMatch(/^\/api\/__sandbox\/payment-gateway\/C\d+$/);
    const payment = world().payments.pending.get(target.pathname.split('/').at(-1)!)!;
    expect(payment).toMatchObject({ kind: 'card', amount: 0, setDefaultPayment: true, payer: '61234576' });
  });

  it('comes back from the approved payment page with status=success: the new card and the success modal', async () => {
    const user = userEvent.setup();
    // The payment page's round trip, as the browser makes it: register, approve, follow the redirect back.
    const login = await fetch(`${API_BASE}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ msisdn: '61234576', password: 'Demo1234' }),
    });
    const { result: token } = (await login.json()) as { result: string };
    const started = await fetch(`${API_BASE}/payment/v2/payments/card`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ saveCard: true, setDefaultPayment: false, amount: '0.00' }),
    });
    const { redirectUrl } = (await started.json()) as { redirectUrl: string };
    const approved = await fetch(`${redirectUrl}/approve`, { redirect: 'manual' });
    const back = new URL(approved.headers.get('location')!, 'http://localhost');
    expect(`${back.pathname}${back.search}`).toBe(`${href('SettingsPaymentCards')}?status=success`);

    const view = await renderApp(`${back.pathname}${back.search}`, { loggedInAs: '61234576' });
    const modal = await expectSuccess(c.added);
    await user.click(within(modal).getByRole('button', { name: lt.common.modal.close }));
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    const card = await region(c.saved);
    expect(within(card).getByText(status.Active)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: c.remove })).toBeInTheDocument();
  });

  it('registers a card the API adds without a payment page (no redirectUrl): says so and shows it, never an error', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API_BASE}/payment/v2/payments/card`, () => {
        world().cards.set('61234576', newCard(new Date(), 1));
        return HttpResponse.json({});
      }),
    );
    await openTab('61234576');
    await user.click(within(await region(c.saved)).getByRole('button', { name: c.add }));
    const modal = await screen.findByRole('dialog', { name: c.modalTitle }, LOAD);
    await user.click(await within(modal).findByRole('checkbox', { name: new RegExp(lt.forms['card-consent'].agreement.label) }, LOAD));
    await user.click(within(modal).getByRole('checkbox', { name: new RegExp(lt.forms['card-consent'].saveCard.label) }));
    await user.click(within(modal).getByRole('button', { name: lt.forms['card-consent'].submit }));
    await expectSuccess(c.added);
    expect(screen.queryByRole('dialog', { name: c.modalTitle })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(left).toEqual([]);
    expect(await within(await region(c.saved)).findByText(status.Active, {}, LOAD)).toBeInTheDocument();
  });

  it('comes back with status=failure: says the card was not added', async () => {
    await openTab('61234576', '?status=failure');
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(c.notAdded);
  });

  it('removes a card after a confirmation; renewals go back to the account', async () => {
    const user = userEvent.setup();
    await openTab(POSTPAID);
    await user.click(within(await region(c.saved)).getByRole('button', { name: c.remove }));
    const ask = await screen.findByRole('alertdialog', { name: c.removeTitle });
    expect(ask).toHaveTextContent(fill(c.removeText, { last4: '1881' }));
    await user.click(within(ask).getByRole('button', { name: c.removeConfirm }));
    const done = await expectSuccess(c.removed);
    expect(world().cards.has(POSTPAID)).toBe(false);
    expect(world().paymentTypes.get(POSTPAID)).toBe(0);
    await user.click(within(done).getByRole('button', { name: lt.common.modal.close }));
    expect(await within(await region(c.saved)).findByText(c.none)).toBeInTheDocument();
  });

  it('keeps the card when removing fails, with the error popup', async () => {
    const user = userEvent.setup();
    failing('delete', '/payment/payments/card');
    await openTab(POSTPAID);
    await user.click(within(await region(c.saved)).getByRole('button', { name: c.remove }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: c.removeTitle })).getByRole('button', { name: c.removeConfirm }),
    );
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(world().cards.has(POSTPAID)).toBe(true);
  });

  it('chooses how plan renewals are paid (method 1 card, 0 account) and says it was saved', async () => {
    const user = userEvent.setup();
    await openTab(POSTPAID);
    const type = await region(c.type);
    const card = within(type).getByRole('radio', { name: c.typeCard });
    expect(card).toBeChecked();
    await user.click(within(type).getByRole('radio', { name: c.typeAccount }));
    expect(await within(type).findByRole('status')).toHaveTextContent(c.typeAccountSaved);
    expect(world().paymentTypes.get(POSTPAID)).toBe(0);
  });

  it('keeps the radios usable while a choice is saved, and saves the last choice made meanwhile', async () => {
    const user = userEvent.setup();
    await openTab(POSTPAID);
    const type = await region(c.type);
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const sent: unknown[] = [];
    server.use(
      // The first save waits; then on to the sandbox's own handler (a resolver that answers nothing falls through).
      http.put('*/api/payment/payments/type', async ({ request }) => {
        sent.push(await request.clone().json());
        if (sent.length === 1) await held;
      }),
    );
    await user.click(within(type).getByRole('radio', { name: c.typeAccount }));
    const card = within(type).getByRole('radio', { name: c.typeCard });
    expect(card).toBeEnabled();
    await user.click(card);
    expect(card).toHaveFocus();
    answer();
    await waitFor(() => expect(within(type).getByRole('status')).toHaveTextContent(c.typeCardSaved), LOAD);
    expect(sent).toEqual([{ method: 0 }, { method: 1 }]);
    expect(world().paymentTypes.get(POSTPAID)).toBe(1);
    expect(card).toBeChecked();
  });

  it('cannot choose the card for renewals while the card cannot pay', async () => {
    await openTab('61234569');
    const type = await region(c.type);
    expect(within(type).getByRole('radio', { name: c.typeCard })).toBeDisabled();
    expect(within(type).getByText(c.typeNeedsCard)).toBeInTheDocument();
  });

  it('hides adding a card while the feature is switched off (CreditCardRegisterInSettings 6)', async () => {
    world().disabledFeatures.add(6);
    await openTab('61234576');
    const card = await region(c.saved);
    expect(within(card).queryByRole('button', { name: c.add })).toBeNull();
    expect(within(card).getByText(c.addUnavailable)).toBeInTheDocument();
  });

  it('says the card is unavailable when it fails to load', async () => {
    failing('get', '/payment/payments/card');
    await openTab(PREPAID);
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(await screen.findByText(a.unavailable, {}, LOAD)).toBeInTheDocument();
  });
});

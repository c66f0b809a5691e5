// @vitest-environment jsdom
import { cleanup, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { unwrap } from '@/shared/api/client';
import { API_BASE, renderApp, sandbox, useSandboxServer, left } from '../harness';

useSandboxServer();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The first render of a file compiles the app's chunks: allow for a slow, shared machine.
const LOAD = { timeout: 15_000 };
vi.setConfig({ testTimeout: 40_000 });
/** Prices keep their no-break space before €: compare without collapsing it. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const texts = lt.plans.confirmation;
const methods = lt.enums.PaymentMethod;
const confirmLoaded = () => screen.findByRole('region', { name: texts.plan }, LOAD);

describe('Order confirmation (core §2 plan confirmation, §7 POST /price-plan/order)', () => {
  it('sends anonymous visitors to Login with returnUrl back to the confirmation', async () => {
    const { router } = await renderApp('/planai/patvirtinimas?planId=22');
    await waitFor(() => expect(router.state.location.pathname).toBe('/prisijungti'), LOAD);
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/planai/patvirtinimas?planId=22');
  });

  it('orders a plan from the balance for 61234567 and shows success', async () => {
    const user = userEvent.setup();
    const { services } = await renderApp('/planai/patvirtinimas?planId=22', { loggedInAs: '61234567' });
    const summary = await confirmLoaded();
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.PlanConfirmation.title })).toBeInTheDocument();
    expect(within(summary).getByText('20 GB 30 d.')).toBeInTheDocument();
    expect(within(summary).getByText('7,99\u00a0€', EXACT)).toBeInTheDocument();

    const choice = screen.getByRole('group', { name: texts.paymentMethod });
    const balance = within(choice).getByRole('radio', { name: new RegExp(`^${methods.Account}`) });
    expect(balance).toBeChecked();
    expect(within(choice).getByText('Tavo likutis: 12,45\u00a0€', EXACT)).toBeInTheDocument();
    expect(within(choice).getByRole('radio', { name: new RegExp(`^${methods.CreditCard}`) })).not.toBeChecked();
    expect(within(choice).getByRole('radio', { name: /^Išsaugota kortele •••• \d{4}$/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await screen.findByRole('heading', { level: 2, name: texts.success.title }, LOAD)).toHaveFocus();
    expect(screen.getByText(/^Užsakymo numeris: O/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.confirm })).toBeNull();
    // the sandbox took the price from the balance
    const buckets = await unwrap(services.api.GET('/user-information/v2/grouped-buckets'));
    expect(buckets.balance?.amount).toBeCloseTo(12.45 - 7.99, 2);
  });

  it('a new card opens the card modal (PlanOrder): the agreement is needed, saving the card and renewals are chosen and sent', async () => {
    // The payment page's address is of the API's origin: the page is put at the same origin.
    (globalThis as { jsdom?: { reconfigure(o: { url: string }): void } }).jsdom?.reconfigure({ url: new URL('/', API_BASE).href });
    const user = userEvent.setup();
    await renderApp('/planai/patvirtinimas?planId=22', { loggedInAs: '61234567' });
    await confirmLoaded();
    await user.click(screen.getByRole('radio', { name: new RegExp(`^${methods.CreditCard}`) }));
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    const modal = await screen.findByRole('dialog', { name: texts.cardModal.title }, LOAD);
    const consent = lt.forms['card-consent'];
    const confirm = await within(modal).findByRole('button', { name: consent.submit }, LOAD);
    expect(confirm).toBeDisabled();
    expect(within(modal).getByText(texts.cardModal.needed)).toBeInTheDocument();
    // Closing orders nothing and keeps the choice.
    await user.click(within(modal).getByRole('button', { name: lt.common.modal.close }));
    expect(screen.queryByRole('dialog', { name: texts.cardModal.title })).toBeNull();
    expect(screen.getByRole('radio', { name: new RegExp(`^${methods.CreditCard}`) })).toBeChecked();
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    const again = await screen.findByRole('dialog', { name: texts.cardModal.title }, LOAD);
    await user.click(await within(again).findByRole('checkbox', { name: new RegExp(consent.agreement.label) }, LOAD));
    await user.click(within(again).getByRole('checkbox', { name: new RegExp(consent.saveCard.label) }));
    // Ticking saveCard ticks the renewals by card too (core §4 card checkboxes).
    expect(within(again).getByRole('checkbox', { name: new RegExp(consent.autoPayments.label) })).toBeChecked();
    await user.click(within(again).getByRole('button', { name: consent.submit }));
    await waitFor(() => expect(left).toContainEqual(expect.stringMatching(/\/payment-gateway\/O\w+$/)), LOAD);
    const orderId = /\/(O\w+)$/.exec(left[0]!)![1]!;
    const pending = sandbox.context.world(new Request(`${API_BASE}/`)).payments.pending.get(orderId);
    expect(pending).toMatchObject({ kind: 'plan', planId: 22, saveCard: true, autoPayments: true });
  });

  it('shows the insufficient balance exception text for 61234576 (0,80 €)', async () => {
    const user = userEvent.setup();
    await renderApp('/planai/patvirtinimas?planId=22', { loggedInAs: '61234576' });
    await confirmLoaded();
    expect(screen.getByText('Tavo likutis: 0,80\u00a0€', EXACT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    const dialog = await screen.findByRole('alertdialog', { name: lt.common.errorModal.title }, LOAD);
    expect(dialog).toHaveTextContent('Nepakanka lėšų: kaina 7,99 €, tavo likutis 0,80 €. Papildyk sąskaitą arba mokėk kortele.');
    expect(screen.queryByRole('heading', { name: texts.success.title })).toBeNull();
    expect(screen.getByRole('button', { name: texts.confirm })).toBeEnabled();
  });

  it("shows the gateway's success on return (?status=success&orderId&planId)", async () => {
    await renderApp('/planai/patvirtinimas?status=success&orderId=O1001&planId=51', { loggedInAs: '61234567' });
    const summary = await confirmLoaded();
    expect(within(summary).getByText('Mini')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: texts.paid.title })).toBeInTheDocument();
    expect(screen.getByText('Užsakymo numeris: O1001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.confirm })).toBeNull();
  });

  it("shows the gateway's failure on return, with a way to try again", async () => {
    await renderApp('/planai/patvirtinimas?status=failure&orderId=O1002&planId=51', { loggedInAs: '61234567' });
    expect(await screen.findByRole('heading', { level: 2, name: texts.failure.title }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(texts.failure.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.failure.retry })).toHaveAttribute('href', '/planai/patvirtinimas?planId=51');
  });

  it('shows the not-found screen for an unknown plan', async () => {
    await renderApp('/planai/patvirtinimas?planId=999', { loggedInAs: '61234567' });
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title }, LOAD)).toBeInTheDocument();
  });

  it('serves the value-added service confirmation route with the same screen, in the words of a service (issue 50)', async () => {
    const user = userEvent.setup();
    await renderApp('/papildomos-paslaugos/patvirtinimas?planId=41', { loggedInAs: '61234567' });
    const summary = await screen.findByRole('region', { name: texts.service.plan }, LOAD);
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.VasConfirmation.title })).toBeInTheDocument();
    expect(within(summary).getByText('1 GB parai')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await screen.findByRole('heading', { level: 2, name: texts.service.success.title }, LOAD)).toHaveFocus();
    expect(screen.getByText(texts.service.success.text)).toBeInTheDocument();
    expect(screen.queryByText(texts.success.title)).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, renderApp, useSandboxServer, left } from '../harness';
import { disableFeatures, expectFieldError, inPanel, LOAD, pageOnApiOrigin, refillReady, tab, text } from './helpers';

useSandboxServer();
beforeAll(pageOnApiOrigin);
afterEach(() => {
  cleanup();
});

const phone = () => inPanel().getByRole('textbox', { name: /Telefono numeris/ });
const amount = () => inPanel().getByRole('textbox', { name: /Suma/ });
const methods = () => inPanel().getByRole('radiogroup', { name: /Mokėjimo būdas/ });
const submit = () => inPanel().getByRole('button', { name: 'Papildyti' });

async function openRefill(options: { loggedInAs?: string } = {}) {
  const user = userEvent.setup();
  const view = await renderApp('/papildymas', options);
  // The route's fallback shows the same heading while the screen loads: wait for the screen itself.
  await refillReady();
  return { user, ...view };
}

describe('refill page: the card tab', () => {
  it('shows each message at its field on submit and keeps what was typed', async () => {
    const { user } = await openRefill();
    expect(tab(text('enums', 'RefillTab.CreditCard'))).toHaveAttribute('aria-selected', 'true');
    await user.type(phone(), '5123');
    await user.type(amount(), '12,50');
    await user.click(submit());

    expectFieldError(phone(), text('validation', 'NumberFormat'));
    expect(phone()).toHaveFocus();
    expect(amount()).not.toHaveAttribute('aria-invalid');
    expectFieldError(methods(), text('validation', 'Required'));
    expect(phone()).toHaveValue('5123');
    expect(amount()).toHaveValue('12,50');

    await user.clear(amount());
    await user.tab();
    expectFieldError(amount(), text('validation', 'Required'));
    expect(phone()).toHaveValue('5123');
  });

  it('starts a bank payment and leaves for the sandbox payment page with the typed number and amount', async () => {
    const { user } = await openRefill();
    await user.type(phone(), '61234567');
    await user.type(amount(), '10');
    await user.click(within(methods()).getByRole('radio', { name: text('enums', 'PaymentMethodName.Bank') }));
    await user.click(submit());

    await waitFor(() => expect(left).toHaveLength(1), LOAD);
    const target = left[0]!;
    expect(target).toMatch(/^\/api\/__sandbox\/payment-gateway\/R[\w-]+$/);
    expect(submit()).toHaveAttribute('aria-disabled', 'true'); // busy until the page unloads, so it is not paid twice
    await user.click(submit());
    expect(left).toHaveLength(1);
    const page = await (await fetch(new URL(target, API_BASE))).text();
    expect(page).toContain('+37061234567');
    expect(page).toContain('10.00 EUR');
  });

  it('offers card, then bank; with a card chosen, saving it ticks auto payments, and another method resets both', async () => {
    const { user } = await openRefill({ loggedInAs: '61234568' }); // postpaid, but with a card: tops up others
    const radios = within(methods()).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      text('enums', 'PaymentMethodName.CardRefill'),
      text('enums', 'PaymentMethodName.Card'),
      text('enums', 'PaymentMethodName.Bank'),
    ]);
    await user.click(radios[1]!);
    const save = inPanel().getByRole('checkbox', { name: text('forms', 'refill.saveCard.label') });
    const auto = () => inPanel().getByRole('checkbox', { name: text('forms', 'refill.autoPayments.label') });
    await user.click(save);
    expect(auto()).toBeChecked();
    await user.click(radios[2]!);
    await user.click(within(methods()).getAllByRole('radio')[1]!);
    expect(inPanel().getByRole('checkbox', { name: text('forms', 'refill.saveCard.label') })).not.toBeChecked();
    expect(auto()).not.toBeChecked();

    await user.click(within(methods()).getAllByRole('radio')[0]!);
    expect(inPanel().getByRole('checkbox', { name: text('forms', 'refill.agreement.label') })).not.toBeChecked();
    expect(inPanel().queryByRole('checkbox', { name: text('forms', 'refill.saveCard.label') })).not.toBeInTheDocument();
  });

  it('lets anonymous visitors pay by card but not save it', async () => {
    const { user } = await openRefill();
    await user.click(within(methods()).getByRole('radio', { name: text('enums', 'PaymentMethodName.Card') }));
    expect(inPanel().getByRole('checkbox', { name: text('forms', 'refill.saveCard.label') })).toBeDisabled();
    expect(inPanel().getByText(text('refill', 'loginToSaveCard'))).toBeVisible();
    expect(inPanel().getByRole('link', { name: text('refill', 'loginLink') })).toHaveAttribute(
      'href',
      '/prisijungti?returnUrl=%2Fpapildymas',
    );
  });

  it("hides the saved-card and voucher tabs, the card methods and the card's name when TopUpCard and TopUpVoucher are off", async () => {
    await disableFeatures(1, 3);
    await openRefill({ loggedInAs: '61234567' });
    expect(screen.queryByRole('tab', { name: text('enums', 'RefillTab.CreditCardLogin') })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: text('enums', 'RefillTab.Voucher') })).not.toBeInTheDocument();
    expect(
      within(methods())
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([text('enums', 'PaymentMethodName.Bank')]);
    // The tab that is left holds the bank alone, and is named for it, not for the card.
    expect(tab(text('refill', 'bankTab'))).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: text('enums', 'RefillTab.CreditCard') })).not.toBeInTheDocument();
  });

  it('hides the bank method when TopUpBank is off', async () => {
    await disableFeatures(2);
    await openRefill();
    expect(tab(text('enums', 'RefillTab.Voucher'))).toBeInTheDocument();
    expect(
      within(methods())
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([text('enums', 'PaymentMethodName.Card')]);
  });
});

// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { texts } from '@/shared/campaign-files/resources';
import { FeatureId } from '@generated/enums';
import { API_BASE, renderApp, server, useSandboxServer, left } from '../harness';
import { disableFeatures, expectFieldError, inPanel, LOAD, pageOnApiOrigin, refillReady, tab, text } from './helpers';

const { lt } = texts;

useSandboxServer();
beforeAll(pageOnApiOrigin);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (name: RegExp) => inPanel().getByRole('textbox', { name });
const submit = (name = 'Papildyti') => inPanel().getByRole('button', { name });

async function openRefill(options: { loggedInAs?: string } = {}) {
  const user = userEvent.setup();
  const view = await renderApp('/papildymas', options);
  // The route's fallback shows the same heading while the screen loads: wait for the screen itself.
  await refillReady();
  return { user, ...view };
}

/** A browser whose Payment Request API can pay with Google Pay; show() answers a test token. */
function stubGooglePay(token = 'sandbox-test-token') {
  const show = vi.fn(async () => ({
    details: { paymentMethodData: { tokenizationData: { token } } },
    complete: vi.fn(async () => undefined),
  }));
  class FakePaymentRequest {
    constructor(
      readonly methods: {
        supportedMethods: string;
        data: { allowedPaymentMethods: { parameters: { allowedCardNetworks: string[] } }[] };
      }[],
    ) {}
    canMakePayment = async () => this.methods[0]?.supportedMethods === 'https://google.com/pay';
    show = show;
  }
  vi.stubGlobal('PaymentRequest', FakePaymentRequest);
  return { show };
}

describe('refill page: tabs', () => {
  it('names in its lead only the ways to pay that are on, and says an outage only while its feature is off (issue 50)', async () => {
    // The sandbox starts with Apple Pay off: the lead names the card, the bank, the voucher and Google Pay, in the tabs' order.
    await openRefill();
    const lead = lt.refill.lead.replace('{{ways}}', 'mokėjimo kortele, per el. bankininkystę, papildymo kortele ar „Google Pay“');
    expect(screen.getByText(lead)).toBeInTheDocument();
    expect(screen.queryByText(/Apple Pay/)).toBeNull();
    expect(screen.queryByText('Google Pay mokėjimai laikinai neveikia')).toBeNull();
    cleanup();

    await disableFeatures(FeatureId.GooglePay, FeatureId.ApplePay);
    await openRefill();
    expect(await screen.findByText('Google Pay mokėjimai laikinai neveikia', undefined, LOAD)).toBeInTheDocument();
    expect(
      screen.getByText(lt.refill.lead.replace('{{ways}}', 'mokėjimo kortele, per el. bankininkystę ar papildymo kortele')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: lt.enums.RefillTab.Mobile })).toBeNull();
  });

  it('is a tablist the keyboard moves through, keeping what was typed in each tab', async () => {
    const { user } = await openRefill();
    await screen.findByRole('tablist', { name: text('refill', 'tabsLabel') }, LOAD);
    const card = tab(text('enums', 'RefillTab.CreditCard'));
    await user.type(field(/Telefono numeris/), '612');
    card.focus();
    await user.keyboard('{ArrowRight}');
    const voucher = tab(text('enums', 'RefillTab.Voucher'));
    expect(voucher).toHaveFocus();
    expect(voucher).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(text('enums', 'RefillTab.Voucher'));
    expect(card).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}'); // no wallet in this browser: voucher is the last tab, so it wraps
    expect(card).toHaveFocus();
    expect(field(/Telefono numeris/)).toHaveValue('612');
    await user.keyboard('{End}');
    expect(voucher).toHaveFocus();
    await user.keyboard('{Home}');
    expect(card).toHaveAttribute('aria-selected', 'true');
  });

  it('issue 47 F4: stands without its features and configs (a wrong shape or a failure), saying so once', async () => {
    server.use(
      http.get(`${API_BASE}/system/configs`, () => HttpResponse.json({ unexpected: true })),
      http.get(`${API_BASE}/feature-management/features/disabled`, () =>
        HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }),
      ),
    );
    await renderApp('/papildymas');
    expect(await screen.findByRole('alertdialog', {}, LOAD)).toHaveTextContent(lt.exceptions.InternalServerErrorException);
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(await screen.findByRole('tablist', { hidden: true }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.Refill.title, hidden: true })).toBeInTheDocument();
  });

  it('shows a random hero image with its text alternative', async () => {
    await openRefill();
    const alts = [1, 2, 3].map((n) => text('refill', `hero.image${n}`));
    const hero = screen.getAllByRole('img').filter((img) => alts.includes(img.getAttribute('alt') ?? ''));
    expect(hero).toHaveLength(1);
    const n = alts.indexOf(hero[0]!.getAttribute('alt')!) + 1;
    expect(hero[0]).toHaveAttribute('src', `/images/refill-hero-${n}.svg`);
  });
});

describe('refill page: voucher tab', () => {
  it('shows the exception text with the refused code in the error popup, and keeps the code', async () => {
    const { user } = await openRefill();
    await user.click(tab(text('enums', 'RefillTab.Voucher')));
    await user.type(field(/Telefono numeris/), '61234567');
    await user.type(field(/Papildymo kortelės kodas/), '1111111111111');
    await user.click(submit('Papildyti kodu'));
    const dialog = await screen.findByRole('alertdialog', undefined, LOAD);
    expect(dialog).toHaveTextContent(text('exceptions', 'InvalidVoucherException').replace('{0}', '1111111111111'));
    expect(field(/Papildymo kortelės kodas/)).toHaveValue('1111111111111');
  });

  it('credits a valid voucher and shows the result with the number and its value', async () => {
    const { user } = await openRefill({ loggedInAs: '61234567' });
    await user.click(tab(text('enums', 'RefillTab.Voucher')));
    expect(field(/Telefono numeris/)).toHaveValue('61234567'); // the logged-in number, prefilled
    await user.type(field(/Papildymo kortelės kodas/), '1234567890123');
    await user.click(submit('Papildyti kodu'));
    expect(await screen.findByRole('heading', { level: 1, name: text('refill', 'result.successTitle') }, LOAD)).toBeVisible();
    expect(screen.getByText('Numeris +370 612 ***67 papildytas 5,00 €.')).toBeVisible();
  });
});

describe('refill page: mobile tab', () => {
  it("asks the browser about Google Pay (which fetches Google's manifest) only once the mobile tab is open, and says so there", async () => {
    stubGooglePay();
    const constructed = vi.fn();
    const Original = (globalThis as unknown as { PaymentRequest: new (...args: unknown[]) => object }).PaymentRequest;
    vi.stubGlobal(
      'PaymentRequest',
      class extends Original {
        constructor(...args: unknown[]) {
          super(...args);
          constructed();
        }
      },
    );
    const { user } = await openRefill();
    const mobile = await screen.findByRole('tab', { name: text('enums', 'RefillTab.Mobile') }, LOAD);
    expect(constructed).not.toHaveBeenCalled();
    await user.click(mobile);
    await waitFor(() => expect(constructed).toHaveBeenCalled());
    expect(inPanel().getByText(text('refill', 'walletPrivacy'))).toBeInTheDocument();
    expect(inPanel().getByRole('radio', { name: 'Google Pay' })).toBeInTheDocument();
  });

  it('takes Google Pay away when the browser answers it cannot pay, and says the tab has no way left', async () => {
    class NotReady {
      canMakePayment = async () => false;
    }
    vi.stubGlobal('PaymentRequest', NotReady);
    const { user } = await openRefill();
    await user.click(await screen.findByRole('tab', { name: text('enums', 'RefillTab.Mobile') }, LOAD));
    expect(await within(screen.getByRole('tabpanel')).findByText(text('refill', 'walletUnavailable'), {}, LOAD)).toBeInTheDocument();
    expect(inPanel().queryByRole('radio', { name: 'Google Pay' })).not.toBeInTheDocument();
  });

  it('is offered only with a wallet the browser may support', async () => {
    await openRefill();
    await screen.findByRole('tab', { name: text('enums', 'RefillTab.Voucher') }, LOAD);
    expect(screen.queryByRole('tab', { name: text('enums', 'RefillTab.Mobile') })).not.toBeInTheDocument();
  });

  it('refuses 31 € at the amount field and does not open the wallet', async () => {
    const { show } = stubGooglePay();
    const { user } = await openRefill();
    await user.click(await screen.findByRole('tab', { name: text('enums', 'RefillTab.Mobile') }, LOAD));
    expect(inPanel().queryByRole('radio', { name: 'Apple Pay' })).not.toBeInTheDocument(); // ApplePay (17) is off in the sandbox
    await user.type(field(/Telefono numeris/), '61234567');
    await user.type(field(/Suma/), '31');
    await user.click(inPanel().getByRole('radio', { name: 'Google Pay' }));
    await user.click(submit());
    expectFieldError(field(/Suma/), text('validation', 'MobileAmountMax'));
    expect(field(/Suma/)).toHaveValue('31');
    expect(show).not.toHaveBeenCalled();
  });

  it('pays 30 € with the Google Pay token at once and shows the result', async () => {
    const { show } = stubGooglePay();
    const { user } = await openRefill();
    await user.click(await screen.findByRole('tab', { name: text('enums', 'RefillTab.Mobile') }, LOAD));
    await user.type(field(/Telefono numeris/), '61234599');
    await user.type(field(/Suma/), '30');
    await user.click(inPanel().getByRole('radio', { name: 'Google Pay' }));
    await user.click(submit());
    expect(await screen.findByText('Numeris +370 612 ***99 papildytas 30,00 €.', undefined, LOAD)).toBeVisible();
    expect(show).toHaveBeenCalledTimes(1);
    expect(left).toEqual([]);
  });
});

describe('refill page: saved card', () => {
  it('tops up 61234567 with the saved card and shows the result with the refill game', async () => {
    const { user } = await openRefill({ loggedInAs: '61234567' });
    expect(tab(text('enums', 'RefillTab.CreditCardLogin'))).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: text('enums', 'RefillTab.CreditCard') })).not.toBeInTheDocument();
    expect(inPanel().getByText(/Mastercard •••• 4242/)).toBeVisible();
    expect(inPanel().getByText(text('refill', 'savedCard.expiringSoon'))).toBeVisible();
    expect(field(/Telefono numeris/)).toHaveValue('61234567');
    await user.type(field(/Suma/), '10');
    await user.click(inPanel().getByRole('radio', { name: text('enums', 'PaymentMethodName.CardRefill') }));
    await user.click(submit());
    const agreement = inPanel().getByRole('checkbox', { name: text('forms', 'refill.agreement.label') });
    expectFieldError(agreement, text('validation', 'Required'));
    await user.click(agreement);
    await user.click(submit());

    expect(await screen.findByRole('heading', { level: 1, name: text('refill', 'result.successTitle') }, LOAD)).toBeVisible();
    expect(screen.getByText('Numeris +370 612 ***67 papildytas 10,00 €.')).toBeVisible();
    const play = screen.getByRole('link', { name: text('campaign-prize', 'actions.play') });
    expect(play.getAttribute('href')).toMatch(/^\/6000prizu\/zaidimas\?transactionId=R[\w-]+$/);
    expect(left).toEqual([]);
  });

  it('offers a new card for a deactivated one, confirmable only once the needed consents are ticked', async () => {
    const { user } = await openRefill({ loggedInAs: '61234569' });
    expect(inPanel().getByText(text('refill', 'savedCard.unusable'))).toBeVisible();
    expect(inPanel().queryByRole('radio', { name: text('enums', 'PaymentMethodName.CardRefill') })).not.toBeInTheDocument();
    await user.click(inPanel().getByRole('button', { name: text('refill', 'savedCard.addNew') }));
    const dialog = within(await screen.findByRole('dialog', { name: text('refill', 'cardModal.title') }, LOAD));
    const confirm = dialog.getByRole('button', { name: text('forms', 'card-consent.submit') });
    expect(confirm).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: text('forms', 'card-consent.agreement.label') }));
    expect(confirm).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: text('forms', 'card-consent.saveCard.label') }));
    expect(dialog.getByRole('checkbox', { name: text('forms', 'card-consent.autoPayments.label') })).toBeChecked();
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(left).toContainEqual(expect.stringMatching(/^\/api\/__sandbox\/payment-gateway\/C[\w-]+$/)), LOAD);
  });

  it('says whether the new card was added when the payment page comes back', async () => {
    await renderApp('/papildymas?status=success', { loggedInAs: '61234567' });
    expect(await screen.findByRole('status', undefined, LOAD)).toHaveTextContent(text('refill', 'cardAdded'));
    cleanup();
    await renderApp('/papildymas?status=failure', { loggedInAs: '61234567' });
    expect(await screen.findByRole('status', undefined, LOAD)).toHaveTextContent(text('refill', 'cardNotAdded'));
  });
});

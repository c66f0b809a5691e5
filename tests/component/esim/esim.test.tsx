// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { API_BASE, renderApp, server, useSandboxServer, left } from '../harness';
import { at, disableFeatures, expectFieldError, expectPopup, LOAD, text } from '../registration/helpers';

useSandboxServer();
/** The payment page comes back as an absolute URL of the API's origin: the page must be on it (see refill's helpers). */
beforeAll(() =>
  (globalThis as { jsdom?: { reconfigure(o: { url: string }): void } }).jsdom?.reconfigure({ url: new URL('/', API_BASE).href }),
);
afterEach(() => {
  cleanup();
});

const t = (path: string, values?: Record<string, string | number>) => text('esim', path, values);
const h2 = (path: string) => screen.findByRole('heading', { level: 2, name: t(path) }, LOAD);
const form = lt.forms['esim-purchase'];

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** A purchase paid (or declined) on the sandbox payment page: its transaction id. */
async function purchase(decision: 'approve' | 'decline' = 'approve'): Promise<string> {
  const order = await post<{ transactionId: string; redirectUrl: string }>('/esim/purchase', {
    email: 'jonas@example.lt',
    paymentMethod: 'bank',
    agreement: true,
  });
  await fetch(`${order.redirectUrl}/${decision}`, { redirect: 'manual' });
  return order.transactionId;
}

describe('eSIM landing and purchase', { timeout: 60_000 }, () => {
  it('shows what eSIM is, the price, the compatible devices (one per model) and the purchase and change links', async () => {
    const view = await renderApp('/esim');
    expect(await h2('landing.devicesTitle')).toBeInTheDocument();
    expect(screen.getByText('5,00 €')).toBeInTheDocument();
    const devices = within(screen.getByRole('heading', { level: 2, name: t('landing.devicesTitle') }).parentElement!).getAllByRole('link');
    expect(devices.length).toBeGreaterThan(0);
    expect(new Set(devices.map((link) => link.textContent)).size).toBe(devices.length);
    expect(devices[0]!.getAttribute('href')).toMatch(/^\/prekes\//);
    expect(screen.getByRole('link', { name: t('landing.changeLink') })).toHaveAttribute('href', '/esim/keitimas');
    await userEvent.click(screen.getByRole('link', { name: t('landing.buy') }));
    await at(view, '/esim/pirkimas');
  });

  it('old /e-sim redirects; without the device list and with ChangeESim off it still shows the offer', async () => {
    server.use(http.get(`${API_BASE}/devices`, () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 })));
    await disableFeatures(12);
    const view = await renderApp('/en/e-sim');
    await at(view, '/en/esim');
    await expectPopup(en.exceptions.InternalServerErrorException);
    expect(
      await screen.findByText(
        'We could not load the list of devices. You can check whether your phone supports eSIM in its mobile network settings.',
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'About changing your eSIM' })).toBeNull();
    expect(screen.getByText('€5,00')).toBeInTheDocument();
  });

  it('offers the card with the feature and the prepaid card payments flag on; the flag off hides it (core §4)', async () => {
    await renderApp('/esim/pirkimas');
    const methods = await screen.findByRole('radiogroup', { name: new RegExp(form.paymentMethod.label) }, LOAD);
    expect(within(methods).getByRole('radio', { name: form.paymentMethod.options.card })).toBeInTheDocument();
    cleanup();
    server.use(http.get('*/api/system/configs', () => HttpResponse.json([{ key: 'PrepaidCardPaymentsEnabled', value: 'False' }])));
    await renderApp('/esim/pirkimas');
    const only = await screen.findByRole('radiogroup', { name: new RegExp(form.paymentMethod.label) }, LOAD);
    expect(within(only).getAllByRole('radio')).toHaveLength(1);
    expect(within(only).getByRole('radio', { name: form.paymentMethod.options.bank })).toBeInTheDocument();
  });

  it('checks the fields, then pays on the payment page (card hidden while PpPurchaseCreditCard is off)', async () => {
    await disableFeatures(5);
    await renderApp('/esim/pirkimas');
    const user = userEvent.setup();
    const email = await screen.findByRole('textbox', { name: new RegExp(form.email.label) }, LOAD);
    const methods = screen.getByRole('radiogroup', { name: new RegExp(form.paymentMethod.label) });
    expect(within(methods).getAllByRole('radio')).toHaveLength(1);
    await user.type(email, 'jonas@example');
    await user.click(screen.getByRole('button', { name: form.submit }));
    expectFieldError(email, lt.validation.EmailFormat);
    expect(email).toHaveFocus();
    expectFieldError(screen.getByRole('checkbox', { name: new RegExp(form.agreement.label) }), lt.validation.Required);
    await user.type(email, '.lt');
    await user.click(within(methods).getByRole('radio', { name: form.paymentMethod.options.bank }));
    await user.click(screen.getByRole('checkbox', { name: new RegExp(form.agreement.label) }));
    await user.click(screen.getByRole('button', { name: form.submit }));
    await waitFor(() => expect(left).toHaveLength(1), LOAD);
    expect(left[0]!).toMatch(/^\/api\/__sandbox\/payment-gateway\/E\d+$/);
    expect(screen.getByRole('button', { name: form.submit })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('eSIM QR page (/esim/pirkimas/qr/:transactionId)', { timeout: 60_000 }, () => {
  it('draws the activation code as an SVG QR code, with the code as text, its validity and per-system instructions as tabs', async () => {
    const id = await purchase();
    await renderApp(`/esim/pirkimas/qr/${id}`);
    const qr = await screen.findByRole('img', { name: t('qr.codeTitle') }, LOAD);
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByText(/^LPA:1\$smdp\.pulsas\.lt\$K2-/)).toBeInTheDocument();
    expect(screen.getByText(/^Tavo naujasis numeris: \+370 677 /)).toBeInTheDocument();
    expect(screen.getByText(/^Galioja iki \d{4} m\. \S+ \d{1,2} d\. \d{2}:\d{2}$/)).toBeInTheDocument();
    const user = userEvent.setup();
    const ios = screen.getByRole('tab', { name: 'iPhone' });
    expect(ios).toHaveAttribute('aria-selected', 'true');
    ios.focus();
    await user.keyboard('{ArrowRight}');
    const android = screen.getByRole('tab', { name: 'Android' });
    expect(android).toHaveFocus();
    expect(android).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Android' })).toHaveTextContent(t('qr.systems.android.add'));
  });

  it('old eSIM QR paths redirect to the new one with the transactionId', async () => {
    const id = await purchase();
    const view = await renderApp(`/e-sim/pirkimas/qr/${id}`);
    await at(view, `/esim/pirkimas/qr/${id}`);
    expect(await screen.findByRole('img', { name: t('qr.codeTitle') }, LOAD)).toBeInTheDocument();
    cleanup();
    const english = await renderApp(`/en/esim/qr/${id}`);
    await at(english, `/en/esim/purchase/qr/${id}`);
  });

  it('an activation code past its validity shows the expired state', async () => {
    const id = await purchase();
    server.use(
      http.get(`${API_BASE}/esim/orders/:id`, () =>
        HttpResponse.json({
          transactionId: id,
          kind: 'purchase',
          status: 'ready',
          msisdn: '67700101',
          activationCode: 'LPA:1$smdp.pulsas.lt$K2-AAAA-BBBB-CCCC',
          smdpAddress: 'smdp.pulsas.lt',
          matchingId: 'K2-AAAA-BBBB-CCCC',
          validUntil: new Date(Date.now() - 60_000).toISOString(),
        }),
      ),
    );
    await renderApp(`/esim/pirkimas/qr/${id}`);
    expect(await h2('qr.expired.title')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: t('qr.codeTitle') })).toBeNull();
    expect(screen.queryByText(/^LPA:1/)).toBeNull();
  });

  it('a declined payment offers to pay again; an unpaid one waits; an unknown order is not found', async () => {
    await renderApp(`/esim/pirkimas/qr/${await purchase('decline')}`);
    expect(await h2('qr.failed.title')).toBeInTheDocument();
    // The page is the order's, whatever its state: a declined payment is not headed as a QR code (issue 50).
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.EsimPurchaseQr.title })).toBeInTheDocument();
    expect(screen.queryByText(/QR kodas$/)).toBeNull();
    expect(screen.getByRole('link', { name: t('qr.failed.retry') })).toHaveAttribute('href', '/esim/pirkimas');
    cleanup();

    const pending = await post<{ transactionId: string }>('/esim/purchase', {
      email: 'jonas@example.lt',
      paymentMethod: 'bank',
      agreement: true,
    });
    await renderApp(`/esim/pirkimas/qr/${pending.transactionId}`);
    expect(await h2('qr.pending.title')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('qr.checkAgain') })).toBeInTheDocument();
    cleanup();

    await renderApp('/esim/pirkimas/qr/E1-NOPE');
    expect(await h2('qr.notFound.title')).toBeInTheDocument();
  });
});

describe('eSIM change (/esim/keitimas, login)', { timeout: 60_000 }, () => {
  it('needs login', async () => {
    const view = await renderApp('/esim/keitimas');
    expect((await at(view, '/prisijungti')).get('returnUrl')).toBe('/esim/keitimas');
  });

  it('explains the change with the configured plan price and orders it from the balance, on to the new QR code', async () => {
    const view = await renderApp('/esim/keitimas', { loggedInAs: '61234569' });
    expect(await screen.findByText(t('change.price', { price: '2,00 €' }), {}, LOAD)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: t('change.order') }));
    await at(view, '/esim/keitimas/uzsakymas');
    const group = await screen.findByRole('group', { name: t('change.methodLegend') }, LOAD);
    const account = within(group).getByRole('radio', { name: new RegExp(lt.enums.PaymentMethod.Account) });
    expect(account).toBeChecked();
    expect(group).toHaveTextContent(t('change.balance', { amount: '3,20 €' }));
    await user.click(screen.getByRole('button', { name: t('change.submit', { price: '2,00\u00a0€' }) }));
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/esim\/pirkimas\/qr\/E\d+-/), LOAD);
    expect(await screen.findByRole('img', { name: t('qr.codeTitle') }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(t('qr.forNumber', { phone: '+370 612 34569' }))).toBeInTheDocument();
  });

  it('too little balance shows InsufficientBalanceException with both amounts; the choice stays', async () => {
    await renderApp('/esim/keitimas/uzsakymas', { loggedInAs: '61234576' });
    const user = userEvent.setup();
    const group = await screen.findByRole('group', { name: t('change.methodLegend') }, LOAD);
    await user.click(screen.getByRole('button', { name: t('change.submit', { price: '2,00\u00a0€' }) }));
    await expectPopup(lt.exceptions.InsufficientBalanceException.replace('{0}', '2,00').replace('{1}', '0,80'));
    expect(within(group).getByRole('radio', { name: new RegExp(lt.enums.PaymentMethod.Account) })).toBeChecked();
  });

  it('a plans list that fails opens the error popup, and the page says the change cannot be made now', async () => {
    server.use(
      http.get('*/api/price-plan/v3/plans-channels', () =>
        HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }),
      ),
    );
    await renderApp('/esim/keitimas/uzsakymas', { loggedInAs: '61234569' });
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(await screen.findByRole('heading', { level: 2, name: t('change.unavailable.title'), hidden: true }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: t('change.methodLegend'), hidden: true })).toBeNull();
  });

  it('is hidden while ChangeESim (12) is disabled', async () => {
    await disableFeatures(12);
    await renderApp('/esim/keitimas', { loggedInAs: '61234569' });
    expect(await h2('change.unavailable.title')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t('change.order') })).toBeNull();
    cleanup();
    await renderApp('/esim/keitimas/uzsakymas', { loggedInAs: '61234569' });
    expect(await h2('change.unavailable.title')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: t('change.methodLegend') })).toBeNull();
  });
});

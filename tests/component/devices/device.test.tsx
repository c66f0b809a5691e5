// @vitest-environment jsdom
import { cleanup, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { API_BASE, renderApp, sandbox, server, useSandboxServer, left } from '../harness';

// The payment page's address is of the API's origin: the page is put at the same origin (jsdom starts at localhost:3000).
beforeAll(() =>
  (globalThis as { jsdom?: { reconfigure(o: { url: string }): void } }).jsdom?.reconfigure({ url: new URL('/', API_BASE).href }),
);
useSandboxServer();
afterEach(cleanup);

// The first render of a file compiles the app's chunks: allow for a slow, shared machine.
const LOAD = { timeout: 30_000 };
vi.setConfig({ testTimeout: 60_000 });
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const d = lt.devices.device;
const IPHONE = '/prekes/apple-iphone-15-128gb-juodas';
const deviceLoaded = (name = 'Apple iPhone 15 128 GB') => screen.findByRole('heading', { level: 1, name }, LOAD);
/** Each place's name and what it shows, in order. */
const places = () =>
  within(screen.getByRole('region', { name: d.stock.title }))
    .getAllByRole('listitem')
    .map((item) => [
      item.querySelector('.device-stock-list__name')!.firstChild!.textContent,
      item.querySelector('.device-stock')!.textContent,
    ]);

describe('Device page (core §2 /prekes/:skuUrl, §7 GET /device/{sku}, stock, variants by skuCode)', () => {
  it('shows the device with pictures, price, variants, specifications and stock by place', async () => {
    const user = userEvent.setup();
    await renderApp(IPHONE);
    const summary = (await deviceLoaded()).parentElement!;
    expect(screen.getByRole('navigation', { name: d.breadcrumbs })).toHaveTextContent('PrekėsApple iPhone 15 128 GB');
    // each variant's page has its own title
    await waitFor(() => expect(document.title).toBe('Apple iPhone 15 128 GB, Juoda | Pulsas'));
    expect(within(summary).getByText('799,00\u00a0€', EXACT)).toBeInTheDocument();
    expect(within(summary).getByText('879,00\u00a0€', EXACT).closest('del')).not.toBeNull();
    expect(within(summary).getByText('Sutaupai 80,00\u00a0€', EXACT)).toBeInTheDocument();
    expect(within(summary).getByText(d.esim)).toBeInTheDocument();

    const gallery = screen.getByRole('region', { name: d.pictures });
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute('alt', 'Apple iPhone 15 128 GB, 1 nuotrauka iš 3');
    await user.click(within(gallery).getByRole('button', { name: 'Apple iPhone 15 128 GB, 2 nuotrauka iš 3' }));
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute('src', expect.stringContaining('apple-iphone-15-128gb-juodas-2'));

    const colours = screen.getByRole('list', { name: d.colour });
    expect(within(colours).getByRole('link', { name: 'Juoda' })).toHaveAttribute('aria-current', 'page');
    expect(within(colours).getByRole('link', { name: 'Mėlyna' })).toHaveAttribute('href', '/prekes/apple-iphone-15-128gb-melynas');
    const memory = screen.getByRole('list', { name: d.memory });
    expect(within(memory).getByRole('link', { name: '256 GB' })).toHaveAttribute('href', '/prekes/apple-iphone-15-256gb-juodas');

    const specs = screen.getByRole('region', { name: d.specifications });
    expect(within(specs).getByText('Ekranas').nextElementSibling).toHaveTextContent('6,1" Super Retina XDR OLED');
    expect(screen.getByRole('region', { name: d.description })).toHaveTextContent('USB‑C');

    // 14 online, 3 + 4 in Vilnius, 1 in Kaunas, 2 in Šiauliai: single units are held back (2 %), and
    // Šiauliai's one remaining unit is under a tenth of the 19 offered (10 %)
    expect(places()).toEqual([
      [d.stock.eshop, d.stock.available],
      ['Pulsas Akropolis', d.stock.available],
      ['Pulsas Panorama', d.stock.available],
      ['Pulsas Mega', d.stock.unavailable],
      ['Pulsas Akropolis Klaipėda', d.stock.unavailable],
      ['Pulsas Saulės miestas', d.stock.unavailable],
      ['Pulsas Babilonas', d.stock.unavailable],
    ]);
  });

  it('shows its heading while the device loads, then the device', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        '*/api/device/:sku',
        async () => {
          await held;
          return undefined; // then the sandbox answers
        },
        { once: true },
      ),
    );
    await renderApp(IPHONE);
    const heading = await screen.findByRole('heading', { level: 1, name: lt.routes.Device.title }, LOAD);
    expect(heading.closest('[aria-busy="true"]')).not.toBeNull();
    release();
    await deviceLoaded();
    expect(screen.queryByRole('heading', { level: 1, name: lt.routes.Device.title })).toBeNull();
  });

  it("moves an address with the SKU code to the device's own", async () => {
    const { router } = await renderApp('/prekes/APL-IP15-128-BLK?payment=leasing-24');
    await deviceLoaded();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${IPHONE}?payment=leasing-24`);
    expect(screen.getByRole('radio', { name: /^Išsimokėtinai 24 mėn\./ })).toBeChecked();
  });

  it('shows the not-found screen for an unknown device', async () => {
    await renderApp('/prekes/nera-tokio-telefono');
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title }, LOAD)).toBeInTheDocument();
  });

  it('offers no order when nothing shows as in stock (one unit in one shop)', async () => {
    await renderApp('/prekes/nokia-105-juodas');
    await deviceLoaded('Nokia 105');
    expect(screen.getByText(d.stock.none)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: d.order.title })).getByText(d.order.unavailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: d.order.submit })).toBeNull();
    // no leasing for it either
    expect(screen.queryByText(/išsimokėtinai nuo/)).toBeNull();
  });

  it('sends an anonymous shopper to Login with the chosen payment and shop kept for the way back', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(IPHONE);
    await deviceLoaded();
    const order = screen.getByRole('region', { name: d.order.title });
    expect(within(order).getByText(d.order.loginNote)).toBeInTheDocument();
    const payment = within(order).getByRole('group', { name: d.order.payment });
    expect(within(payment).getByRole('radio', { name: /^Visa suma iš karto/ })).toBeChecked();
    expect(
      within(payment).getByRole('radio', {
        name: /^Išsimokėtinai 36 mėn\. po 25,75\u00a0€Metinės palūkanos 9,9\u00a0%, iš viso 927,00\u00a0€$/,
      }),
    ).toBeInTheDocument();
    await user.click(within(payment).getByRole('radio', { name: /^Išsimokėtinai 24 mėn\. po 33,30/ }));
    const place = within(order).getByRole('group', { name: d.order.place });
    expect(
      within(place)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual([
      `${d.order.delivery}`,
      'Atsiimsiu parduotuvėje „Pulsas Akropolis“Ozo g. 25, Vilnius',
      'Atsiimsiu parduotuvėje „Pulsas Panorama“Saltoniškių g. 9, Vilnius',
    ]);
    await user.click(within(place).getByRole('radio', { name: /Pulsas Panorama/ }));
    await user.click(within(order).getByRole('button', { name: d.order.submitLeasing }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prisijungti'), LOAD);
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(`${IPHONE}?payment=leasing-24&shop=4`);
  });

  it('another colour keeps the payment chosen and falls back to a place it shows (no delivery for the blue one)', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(IPHONE);
    await deviceLoaded();
    const order = () => screen.getByRole('region', { name: d.order.title });
    await user.click(within(order()).getByRole('radio', { name: /^Išsimokėtinai 24 mėn\. po 33,30/ }));
    expect(within(order()).getByRole('radio', { name: d.order.delivery })).toBeChecked();
    await user.click(within(screen.getByRole('list', { name: d.colour })).getByRole('link', { name: 'Mėlyna' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prekes/apple-iphone-15-128gb-melynas'), LOAD);
    await waitFor(() => expect(within(order()).queryByRole('radio', { name: d.order.delivery })).toBeNull(), LOAD);
    const shown = within(within(order()).getByRole('group', { name: d.order.place })).getAllByRole('radio');
    expect(shown.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([shown[0]]);
    expect(within(order()).getByRole('radio', { name: /^Išsimokėtinai 24 mėn\. po 33,30/ })).toBeChecked();
    await user.click(within(order()).getByRole('button', { name: d.order.submitLeasing }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prisijungti'), LOAD);
    const back = new URL(new URLSearchParams(router.state.location.search).get('returnUrl')!, 'http://x');
    expect(back.searchParams.get('shop')).toBe((shown[0] as HTMLInputElement).value);
    expect(back.searchParams.get('payment')).toBe('leasing-24');
  });

  it('orders in instalments for a logged-in subscriber: a leasing payment request (type 1) on the payment page', async () => {
    const user = userEvent.setup();
    await renderApp(`${IPHONE}?payment=leasing-12&shop=1`, { loggedInAs: '61234567' });
    await deviceLoaded();
    const order = screen.getByRole('region', { name: d.order.title });
    expect(within(order).queryByText(d.order.loginNote)).toBeNull();
    expect(within(order).getByRole('radio', { name: /Pulsas Akropolis/ })).toBeChecked();
    await user.click(within(order).getByRole('button', { name: d.order.submitLeasing }));
    await waitFor(() => expect(left).toHaveLength(1), LOAD);
    expect(left[0]!).toMatch(/^\/api\/__sandbox\/payment-gateway\/D\d+$/);
    expect(screen.getByRole('button', { name: d.order.sending })).toBeDisabled(); // busy until the page unloads
    const world = sandbox.context.world(new Request('http://localhost/'));
    const [payment] = [...world.payments.pending.values()];
    expect(payment).toMatchObject({
      kind: 'device',
      payer: '61234567',
      amount: 66.59,
      device: { sku: 'APL-IP15-128-BLK', requestType: 1, months: 12, shopId: 1 },
    });
  });

  it("shows the payment page's outcome on return, focused", async () => {
    await renderApp(`${IPHONE}?status=success&orderId=D1001`);
    await deviceLoaded();
    const outcome = screen.getByRole('status', { name: '' });
    expect(outcome).toHaveTextContent('Ačiū! Užsakymas D1001 apmokėtas.');
    await waitFor(() => expect(outcome).toHaveFocus());
    cleanup();
    await renderApp(`${IPHONE}?status=failure&orderId=D1001`);
    expect(await screen.findByRole('alert', {}, LOAD)).toHaveTextContent(d.order.failure);
  });

  it('still shows the device when its stock fails, with the popup, and ordering waits', async () => {
    server.use(http.get('*/api/device/:sku/stock', () => HttpResponse.json({ Exception: 'NotFoundException' }, { status: 500 })));
    await renderApp(IPHONE);
    expect(await screen.findByRole('alertdialog', {}, LOAD)).toHaveTextContent(lt.exceptions.NotFoundException);
    expect(await screen.findByText(d.stock.unknown, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(d.order.stockUnknown)).toBeInTheDocument();
  });

  it("shows the screen's error with the exception text and a retry when the device fails", async () => {
    server.use(
      http.get('*/api/device/:sku', () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    await renderApp(IPHONE);
    expect(await screen.findByRole('alertdialog', {}, LOAD)).toHaveTextContent(lt.exceptions.InternalServerErrorException);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: lt.errors.retry }));
    await deviceLoaded();
  });
});

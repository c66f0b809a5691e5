// @vitest-environment jsdom
import { cleanup, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { renderApp, server, useSandboxServer } from '../harness';

useSandboxServer();
afterEach(cleanup);

// The first render of a file compiles the app's chunks: allow for a slow, shared machine.
const LOAD = { timeout: 30_000 };
vi.setConfig({ testTimeout: 60_000 });
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const d = lt.devices;
/** The fallback while loading has the same heading and lead: wait for the screen's results. */
const listLoaded = () =>
  waitFor(() => expect(within(screen.getByRole('region', { name: d.list.results })).getByRole('status')).toHaveTextContent(/\d/), LOAD);
const cards = () =>
  within(screen.getByRole('region', { name: d.list.results }))
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('device-card'));
const names = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const card = (name: string) => cards().find((item) => within(item).queryByRole('heading', { level: 3, name }))!;

describe('Devices (core §2 /prekes, §7 GET /devices, stock)', () => {
  it('lists the models in the recommended order with prices, colours and what shows as in stock', async () => {
    await renderApp('/prekes');
    await listLoaded();
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.Devices.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Rasta 14 prekių');
    expect(names().slice(0, 4)).toEqual([
      'Apple iPhone 15 128 GB',
      'Apple iPhone 15 256 GB',
      'Apple iPhone 16 Pro 256 GB',
      'Samsung Galaxy S24 256 GB',
    ]);

    const iphone = card('Apple iPhone 15 128 GB');
    expect(within(iphone).getByRole('link', { name: 'Apple iPhone 15 128 GB' })).toHaveAttribute(
      'href',
      '/prekes/apple-iphone-15-128gb-juodas',
    );
    expect(within(iphone).getByText('799,00\u00a0€', EXACT)).toBeInTheDocument();
    expect(within(iphone).getByText('879,00\u00a0€', EXACT).closest('del')).not.toBeNull();
    expect(iphone).toHaveTextContent(`${d.card.colours}: Juoda, Mėlyna`);
    // the lowest leasing payment: 36 months at 9.9 % a year
    expect(within(iphone).getByText('arba nuo 25,75\u00a0€ per mėn.', EXACT)).toBeInTheDocument();
    expect(within(iphone).getByText(d.card.inStock)).toBeInTheDocument();
    // the warehouse holds one Nokia 105: a single unit is never promised (ignored 2 %)
    expect(within(card('Nokia 105')).getByText(d.card.outOfStock)).toBeInTheDocument();
    expect(within(card('Nokia 105')).queryByText(d.card.monthly, { exact: false })).toBeNull();
  });

  it('filters by eSIM through the API, by category and stock, sorts by price, and keeps it all in the address', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/api/devices')) asked.push(new URL(request.url).search);
    });
    const { router } = await renderApp('/prekes');
    await listLoaded();

    await user.click(screen.getByRole('checkbox', { name: d.list.esim }));
    await waitFor(() => expect(router.state.location.search).toBe('?esim=1'), LOAD);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Rastos 8 prekės'), LOAD);
    expect(asked).toContain('?esim=true');
    expect(names()).not.toContain('Nokia 105');

    await user.click(screen.getByRole('radio', { name: d.list.categories.watch }));
    await waitFor(() => expect(names()).toEqual(['Apple Watch SE 40 mm GPS + Cellular', 'Samsung Galaxy Watch6 40 mm LTE']), LOAD);
    await user.click(screen.getByRole('checkbox', { name: d.list.stock }));
    await waitFor(() => expect(names()).toEqual(['Apple Watch SE 40 mm GPS + Cellular']), LOAD);
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('category=watch&esim=1&stock=1');

    await user.click(screen.getByRole('radio', { name: d.list.categories.all }));
    await waitFor(() => expect(router.state.location.search).toBe('?esim=1&stock=1'), LOAD);
    await user.click(screen.getByRole('checkbox', { name: d.list.esim }));
    await waitFor(() => expect(router.state.location.search).toBe('?stock=1'), LOAD);
    await user.selectOptions(screen.getByRole('combobox', { name: d.list.sort }), d.list.sorts['price-asc']);
    await waitFor(() => expect(router.state.location.search).toBe('?stock=1&sort=price-asc'), LOAD);
    await waitFor(() => expect(names()[0]).toBe('Samsung 25 W USB‑C įkroviklis'), LOAD);
    expect(names()).toHaveLength(12); // in stock only: no Galaxy Watch6, no Nokia 105
    expect(router.state.location.search).toBe('?stock=1&sort=price-asc');
  });

  it('opens with the filters of its address and offers the brands of the chosen category', async () => {
    await renderApp('/prekes?category=tablet&brand=Samsung');
    await listLoaded();
    expect(screen.getByRole('radio', { name: d.list.categories.tablet })).toBeChecked();
    const brand = screen.getByRole('combobox', { name: d.list.brand });
    expect(brand).toHaveValue('Samsung');
    expect(
      within(brand)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([d.list.allBrands, 'Samsung']);
    expect(names()).toEqual(['Samsung Galaxy Tab A9+ 64 GB 5G']);
  });

  it('says when no device matches and offers every device again', async () => {
    await renderApp('/prekes?category=tablet&brand=Apple');
    await listLoaded();
    expect(screen.getByRole('status')).toHaveTextContent('Rasta 0 prekių');
    expect(screen.getByText(d.list.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: d.list.clear })).toHaveAttribute('href', '/prekes');
  });

  it('shows its heading while the list loads, then the list', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        '*/api/devices',
        async () => {
          await held;
          return undefined; // then the sandbox answers
        },
        { once: true },
      ),
    );
    await renderApp('/prekes');
    const heading = await screen.findByRole('heading', { level: 1, name: lt.routes.Devices.title }, LOAD);
    expect(heading.closest('[aria-busy="true"]')).not.toBeNull();
    await delay(50);
    expect(screen.queryByRole('region', { name: d.list.results })).toBeNull();
    release();
    await listLoaded();
    expect(cards()).toHaveLength(14);
  });

  it('shows the exception text in the popup and a retry when the list fails', async () => {
    server.use(
      http.get('*/api/devices', () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }), { once: true }),
    );
    const user = userEvent.setup();
    await renderApp('/prekes');
    expect(await screen.findByRole('alertdialog', {}, LOAD)).toHaveTextContent(lt.exceptions.InternalServerErrorException);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: lt.errors.retry }));
    await listLoaded();
    expect(cards()).toHaveLength(14);
  });

  it('leaves out the stock badge of a device whose stock failed, and says so once', async () => {
    server.use(
      http.get('*/api/device/:sku/stock', ({ params }) =>
        params.sku === 'NOK-105-BLK' ? HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }) : undefined,
      ),
    );
    await renderApp('/prekes');
    expect(await screen.findByRole('alertdialog', {}, LOAD)).toHaveTextContent(lt.exceptions.InternalServerErrorException);
    const nokia = await waitFor(() => card('Nokia 105'), LOAD);
    expect(within(nokia).queryByText(d.card.outOfStock)).toBeNull();
    expect(within(nokia).queryByText(d.card.inStock)).toBeNull();
  });

  it('renders in English with English paths and prices', async () => {
    await renderApp('/en/devices');
    await screen.findByRole('region', { name: en.devices.list.results }, LOAD);
    expect(screen.getByRole('status')).toHaveTextContent('14 devices found');
    const iphone = screen.getByRole('link', { name: 'Apple iPhone 15 128 GB' });
    expect(iphone).toHaveAttribute('href', '/en/devices/apple-iphone-15-128gb-black');
    expect(iphone.closest('li')).toHaveTextContent('€799,00');
    expect(iphone.closest('li')).toHaveTextContent('Colours: Black, Blue');
  });
});

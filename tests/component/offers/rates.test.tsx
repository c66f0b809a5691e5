// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { renderApp, server, useSandboxServer } from '../harness';

useSandboxServer();
afterEach(cleanup);

const LOAD = { timeout: 30_000 };
vi.setConfig({ testTimeout: 60_000 });
const r = lt.rates;
/** The fallback while loading has the same heading and lead: wait for the screen's search. */
const loaded = () => screen.findByRole('searchbox', { name: r.search.label }, LOAD);
const countries = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild!.textContent);
const row = (country: string) =>
  within(screen.getByRole('table'))
    .getByRole('rowheader', { name: new RegExp(`^${country}`) })
    .closest('tr')!;

describe('Foreign call rates (core §2, §7 GET /foreign-call-rates)', () => {
  it('lists the countries by their Lithuanian names with call, SMS, roaming and data prices', async () => {
    await renderApp('/skambuciai-i-uzsieni');
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.ForeignCallRates.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Rodomos 42 šalys');
    expect(countries().slice(0, 3)).toEqual(['Airija', 'Australija', 'Austrija']);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(Object.values(r.columns));
    expect([...row('Vokietija').cells].map((cell) => cell.textContent)).toEqual([
      'Vokietija+49',
      r.zones.EU,
      '0,19\u00a0€',
      '0,06\u00a0€',
      '0,05\u00a0€',
      r.free,
      '0,002\u00a0€',
    ]);
    expect([...row('Turkija').cells].map((cell) => cell.textContent)).toEqual([
      'Turkija+90',
      r.zones.Europe,
      '0,49\u00a0€',
      '0,29\u00a0€',
      '0,99\u00a0€',
      '0,29\u00a0€',
      r.noData,
    ]);
    // the table scrolls sideways on a phone: it is a named, focusable region
    expect(screen.getByRole('region', { name: r.caption })).toHaveAttribute('tabindex', '0');
  });

  it('finds a country by its name without diacritics, or by its calling code, and keeps the search in the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/skambuciai-i-uzsieni');
    await loaded();
    const search = screen.getByRole('searchbox', { name: r.search.label });
    await user.type(search, 'sve');
    expect(countries()).toEqual(['Švedija', 'Šveicarija']);
    expect(screen.getByRole('status')).toHaveTextContent('Rodomos 2 šalys');
    await waitFor(() => expect(router.state.location.search).toBe('?q=sve'), LOAD);
    expect(search).toHaveValue('sve');

    await user.clear(search);
    await user.type(search, '+37');
    expect(countries()).toEqual(['Latvija', 'Estija', 'Moldova'].sort((a, b) => a.localeCompare(b, 'lt')));
    await user.click(screen.getByRole('radio', { name: r.zones.EU }));
    expect(countries()).toEqual(['Estija', 'Latvija']);
    await waitFor(() => expect(router.state.location.search).toBe('?q=%2B37&zone=EU'), LOAD);
  });

  it('opens with the search and zone of its address', async () => {
    await renderApp('/skambuciai-i-uzsieni?zone=World&q=ija');
    await loaded();
    expect(screen.getByRole('searchbox', { name: r.search.label })).toHaveValue('ija');
    expect(screen.getByRole('radio', { name: r.zones.World })).toBeChecked();
    expect(countries()).toEqual(['Australija', 'Indija', 'Japonija', 'Kinija']);
  });

  it('says when no country matches', async () => {
    const user = userEvent.setup();
    await renderApp('/skambuciai-i-uzsieni');
    await loaded();
    await user.type(screen.getByRole('searchbox', { name: r.search.label }), 'Atlantida');
    expect(screen.getByText('Šalies pagal „Atlantida“ neradome. Patikrink pavadinimą arba ieškok pagal šalies kodą.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Rodoma 0 šalių');
  });

  it('keeps redirecting its three legacy addresses', async () => {
    for (const legacy of ['/tarptautiniai-skambuciai', '/uzsienio-skambuciu-kainos', '/skambuciu-i-uzsieni-kainos?q=latv']) {
      const { router, unmount } = await renderApp(legacy);
      await waitFor(() => expect(router.state.location.pathname).toBe('/skambuciai-i-uzsieni'), LOAD);
      await loaded();
      if (legacy.endsWith('latv')) expect(countries()).toEqual(['Latvija']);
      unmount();
    }
  });

  it('shows its heading while loading, and the popup with a retry when the rates fail', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        '*/api/foreign-call-rates',
        async () => {
          await held;
          return HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 });
        },
        { once: true },
      ),
    );
    const user = userEvent.setup();
    await renderApp('/skambuciai-i-uzsieni');
    const heading = await screen.findByRole('heading', { level: 1, name: lt.routes.ForeignCallRates.title }, LOAD);
    expect(heading.closest('[aria-busy="true"]')).not.toBeNull();
    release();
    const dialog = await screen.findByRole('alertdialog', {}, LOAD);
    expect(dialog).toHaveTextContent(lt.exceptions.InternalServerErrorException);
    await user.click(within(dialog).getByRole('button', { name: lt.errors.retry }));
    await loaded();
    expect(countries()).toHaveLength(42);
  });

  it('searches by the English names on the English page', async () => {
    const user = userEvent.setup();
    await renderApp('/en/international-call-rates');
    await screen.findByRole('searchbox', { name: en.rates.search.label }, LOAD);
    await user.type(screen.getByRole('searchbox', { name: en.rates.search.label }), 'united');
    expect(countries()).toEqual(['United Arab Emirates', 'United Kingdom', 'United States']);
    expect(within(row('United Kingdom')).getByText('€0,49')).toBeInTheDocument();
  });
});

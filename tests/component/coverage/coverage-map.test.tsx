// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import ru from '@generated/i18n/ru';
import { href } from '@/shared/routing/paths';
import type { CoverageLeafletMapProps } from '@/features/coverage/map/CoverageLeafletMap';
import { API_BASE, renderApp, server, useSandboxServer } from '../harness';

/**
 * Leaflet needs a browser's layout and SVG (jsdom has neither): the map itself is checked in the
 * browser test (tests/e2e/coverage-map.spec.ts). Here it is a stand-in that shows what the screen
 * gives it: the layers it shows and the place it centres on.
 */
const mapModule = vi.hoisted(() => ({ fail: false }));
vi.mock('@/features/coverage/map/CoverageLeafletMap', () => ({
  default: (props: CoverageLeafletMapProps) => {
    if (mapModule.fail) throw new Error('chunk failed');
    return (
      <div data-testid="map" aria-label={props.texts.label}>
        <span data-testid="map-layers">
          {props.layers
            .filter((l) => props.visible.has(l.technology))
            .map((l) => `${l.technology}:${l.areas.features.length > 0}`)
            .join(' ')}
        </span>
        <span data-testid="map-selected">{props.selected?.id ?? ''}</span>
      </div>
    );
  },
}));

useSandboxServer();
afterEach(() => {
  cleanup();
  mapModule.fail = false;
});

const c = lt.coverage;
const LOAD = { timeout: 10_000 };

async function open(path = href('CoverageMap')) {
  const view = await renderApp(path);
  await screen.findByRole('search', {}, LOAD);
  return view;
}

describe('coverage map (/paslaugos/tinklas)', () => {
  it('shows every technology on the map and every place in the table', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.CoverageMap.title })).toBeInTheDocument();
    expect(await screen.findByTestId('map')).toBeInTheDocument();
    expect(screen.getByTestId('map-layers')).toHaveTextContent('2G:true 4G:true 5G:true');
    const table = screen.getByRole('table', { name: c.table.title });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(60);
    const vilnius = within(table)
      .getByRole('rowheader', { name: /Vilnius/ })
      .closest('tr')!;
    expect(
      within(vilnius)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([c.available, c.available, c.available]);
    const marcinkonys = within(table)
      .getByRole('rowheader', { name: /Marcinkonys/ })
      .closest('tr')!;
    expect(
      within(marcinkonys)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([c.available, c.unavailable, c.unavailable]);
  });

  it('finds the town of an address, centres the map on it and moves focus to the result', async () => {
    await open();
    await userEvent.type(screen.getByRole('searchbox', { name: c.search.label }), 'Nidos g. 5, Nida');
    await userEvent.click(screen.getByRole('button', { name: c.search.submit }));
    const result = await screen.findByRole('heading', { level: 2, name: 'Nida, Klaipėdos apskritis' });
    await waitFor(() => expect(result).toHaveFocus());
    const list = within(result.closest('section')!).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${c.technology['2G']}: ${c.available}`, `${c.technology['4G']}: ${c.available}`, `${c.technology['5G']}: ${c.available}`]);
    expect(screen.getByTestId('map-selected')).toHaveTextContent('nida');
  });

  it('says at the field when nothing is typed or no place is found, keeping what was typed', async () => {
    await open();
    const field = screen.getByRole('searchbox', { name: c.search.label });
    await userEvent.click(screen.getByRole('button', { name: c.search.submit }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(c.search.required));
    await userEvent.type(field, 'Ryga');
    await userEvent.click(screen.getByRole('button', { name: c.search.submit }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(c.search.notFound.replace('{{query}}', 'Ryga')));
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Ryga');
    expect(screen.queryByRole('heading', { level: 2, name: /apskritis/ })).toBeNull();
  });

  it('filters the table as you type and says how many places it shows, or that none match', async () => {
    await open();
    const filter = screen.getByRole('searchbox', { name: c.table.filter });
    await userEvent.type(filter, 'utenos');
    const table = screen.getByRole('table', { name: c.table.title });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeLessThan(15));
    const shown = within(table).getAllByRole('rowheader');
    expect(shown.every((cell) => cell.textContent!.includes('Utenos apskritis'))).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`Rodom\\S+ ${shown.length} vietov`));
    await userEvent.clear(filter);
    await userEvent.type(filter, 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(c.table.empty.replace('{{query}}', 'zzz')));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('hides and shows a technology on the map', async () => {
    await open();
    await screen.findByTestId('map');
    await userEvent.click(screen.getByRole('checkbox', { name: c.technology['4G'] }));
    expect(screen.getByTestId('map-layers')).toHaveTextContent('2G:true 5G:true');
    await userEvent.click(screen.getByRole('checkbox', { name: c.technology['4G'] }));
    expect(screen.getByTestId('map-layers')).toHaveTextContent('2G:true 4G:true 5G:true');
  });

  it('works in English and Russian, Russian place names included', async () => {
    await open(href('CoverageMap', {}, 'ru'));
    await userEvent.type(screen.getByRole('searchbox', { name: ru.coverage.search.label }), 'Шяуляй');
    await userEvent.click(screen.getByRole('button', { name: ru.coverage.search.submit }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Шяуляй, Шяуляйский уезд' })).toBeInTheDocument();
    cleanup();
    await open(href('CoverageMap', {}, 'en'));
    expect(screen.getByRole('table', { name: en.coverage.table.title })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Klaipėda\s*Klaipėda County/ })).toBeInTheDocument();
  });

  it('keeps the search and the table when the areas cannot be loaded, and says so', async () => {
    server.use(
      http.get(`${API_BASE}/coverage/areas`, () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 })),
    );
    await open();
    expect(await screen.findByRole('alertdialog', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText(c.map.areasFailed)).toBeInTheDocument();
    expect(screen.getByTestId('map-layers')).toHaveTextContent(/^$/);
    expect(screen.getByRole('table', { name: c.table.title })).toBeInTheDocument();
  });

  it('keeps the page when the map cannot be loaded', async () => {
    mapModule.fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open();
    expect(await screen.findByText(c.map.failed)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: c.table.title })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('shows the error screen with its title when the places cannot be loaded', async () => {
    server.use(http.get(`${API_BASE}/coverage/towns`, () => HttpResponse.json({ Exception: 'InternalServerError' }, { status: 500 })));
    await renderApp(href('CoverageMap'));
    expect(await screen.findByRole('alertdialog', {}, LOAD)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: lt.routes.CoverageMap.title })).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
  });
});

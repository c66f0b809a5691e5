// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as app from '@generated/app';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import ru from '@generated/i18n/ru';
import { href } from '@/shared/routing/paths';
import { API_BASE, renderApp, sandbox, server, useSandboxServer } from '../harness';

useSandboxServer();
afterEach(cleanup);

const slow = { timeout: 15_000 };
const p = lt.protection;
const world = () => sandbox.context.world(new Request(`${API_BASE}/`)).protection;
const failWith = (method: 'get' | 'put', path: string, status = 500) =>
  server.use(http[method](`*/api${path}`, () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status })));

describe('security filtering (/pagrindinis/narsymo-apsauga)', { timeout: 60_000 }, () => {
  it('opens its summary: totals per category, the chart and the same figures in a table', async () => {
    const view = await renderApp(href('SecurityFiltering'), { loggedInAs: '61234567' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pagrindinis/narsymo-apsauga/suvestine'), slow);
    const tabs = await screen.findByRole('tablist', { name: p.tabs.label }, slow);
    expect(within(tabs).getByRole('tab', { name: p.tabs.summary })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: p.tabs.summary });
    const table = within(panel).getByRole('table', { name: p.summary.tableCaption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    // The table's figures add up to the totals shown for each category.
    const columnSum = (column: number) => rows.reduce((sum, row) => sum + Number(within(row).getAllByRole('cell')[column]!.textContent), 0);
    const total = Number(
      within(panel).getByText(p.summary.total.replace('{{count}}', '').trim(), { exact: false }).textContent!.replace(/\D/g, ''),
    );
    expect(columnSum(0) + columnSum(1) + columnSum(2)).toBe(total);
    expect(total).toBeGreaterThan(0);
    const chart = await within(panel).findByRole('img', { name: /Sustabdytų grėsmių kiekvieną dieną diagrama/ }, slow);
    expect(chart.querySelectorAll('g[data-date]')).toHaveLength(30);
  });

  it('switches tabs with the arrow keys', async () => {
    const view = await renderApp(href('SecurityFilteringReport'), { loggedInAs: '61234567' });
    const summary = await screen.findByRole('tab', { name: p.tabs.summary }, slow);
    summary.focus();
    await userEvent.setup().keyboard('{ArrowRight}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pagrindinis/narsymo-apsauga/nustatymai'), slow);
    const settings = await screen.findByRole('tab', { name: p.tabs.settings, selected: true }, slow);
    await waitFor(() => expect(settings).toHaveFocus());
  });

  it('saves the filters with the portal token; busy while saving', async () => {
    await renderApp(href('SecurityFilteringSettings', {}, 'en'), { loggedInAs: '61234567' });
    const forms = en.forms['protection-settings'];
    const advertisement = await screen.findByRole('switch', { name: forms.advertisement.label }, slow);
    expect(advertisement).toBeChecked(); // 61234567 blocks advertising
    const user = userEvent.setup();
    await user.click(advertisement);
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    // Held, then on to the sandbox's own handler (a resolver that answers nothing falls through).
    server.use(http.put('*/api/whalebone/filters', () => held));
    const save = screen.getByRole('button', { name: forms.submit });
    await user.click(save);
    // Busy, not disabled: the button keeps the keyboard's focus while the filters are saved.
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveFocus();
    answer();
    expect(await screen.findByText(en.protection.settings.saved, {}, slow)).toBeInTheDocument();
    expect(save).not.toHaveAttribute('aria-disabled');
    expect(world().filters.get('61234567')!.enabled.has(4)).toBe(false);
    expect(world().filters.get('61234567')!.allowedDomains).toEqual(['pulsas.lt']);
    expect(localStorage.getItem(app.tokens.protectionStorageKey!)).toBeNull();
  });

  it('a settings load failure offers a retry', async () => {
    failWith('get', '/whalebone/filters');
    await renderApp(href('SecurityFilteringSettings', {}, 'ru'), { loggedInAs: '61234567' });
    expect(await screen.findByText(ru.protection.settings.error, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ru.protection.summary.retry })).toBeInTheDocument();
  });

  it('is not found while its management config is off', async () => {
    server.use(http.get('*/api/system/configs', () => HttpResponse.json([{ key: 'WhaleboneManagementEnabled', value: 'False' }])));
    await renderApp(href('SecurityFilteringSettings'), { loggedInAs: '61234567' });
    expect(await screen.findByRole('heading', { level: 1, name: lt.common.notFound.title }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('an anonymous visitor goes to Login', async () => {
    const view = await renderApp(href('SecurityFilteringReport'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(href('Login')), slow);
  });
});
